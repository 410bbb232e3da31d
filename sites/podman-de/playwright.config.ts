import { defineConfig } from '@playwright/test';
import { exampleBuildDir, examplePort, exampleSubPathBuildDir } from './e2e/support/example-build';

const cli = 'node ../../packages/ssg-cli/dist/cli.js';
const port = Number(process.env.E2E_PORT ?? 4173);
// A build elsewhere (kran build --out DIR) can be tested without touching the site's own build/.
const served = process.env.E2E_BUILD_DIR ? `--dir ${process.env.E2E_BUILD_DIR}` : '--site .';
// sites/example shows what the Podman config does not have (a dropdown, a fixed colour mode, a live code
// block, details, a base URL other than /); the suite builds it itself, into folders of its own.
const buildExample = [
  `${cli} build --site ../example --out ${exampleBuildDir}`,
  `${cli} build --site ../example --out ${exampleSubPathBuildDir} --base-url /beispiel/`,
].join(' && ');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // The HTML report keeps each test's attachments (the layout screenshots among them); it is not opened.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e-artifacts/report' }]],
  fullyParallel: true,
  workers: 2,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'podman-de', testIgnore: 'example/**', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'example', testDir: 'e2e/example', use: { baseURL: `http://127.0.0.1:${examplePort}` } },
  ],
  webServer: [
    {
      command: `${cli} serve ${served} --port ${port}`,
      url: `http://127.0.0.1:${port}/docs`,
      reuseExistingServer: false,
    },
    {
      command: `${buildExample} && ${cli} serve --dir ${exampleBuildDir} --port ${examplePort}`,
      url: `http://127.0.0.1:${examplePort}/docs`,
      reuseExistingServer: false,
    },
  ],
});
