import { examplePort, podmanPort as port } from './support/ports';
import { defineConfig } from '@playwright/test';
import { exampleBuildDir, exampleSubPathBuildDir } from './support/example-build';
import { exampleSiteDir, kranCli, podmanSiteDir } from './support/paths';

const cli = `node "${kranCli}"`;
// A build elsewhere (kran build --out DIR) can be tested without touching the site's own build/, which
// `pnpm test:e2e` builds first (turbo: this package depends on podman-de).
const served = process.env.E2E_BUILD_DIR ? `--dir ${process.env.E2E_BUILD_DIR}` : `--site "${podmanSiteDir}"`;
// sites/example shows what the Podman config does not have (a dropdown, a fixed colour mode, a live code
// block, details, a base URL other than /); the suite builds it itself, into folders of its own, with source maps
// (findAssetBySource finds a chunk by them).
const buildExample = [
  `${cli} build --site "${exampleSiteDir}" --out ${exampleBuildDir} --source-maps`,
  `${cli} build --site "${exampleSiteDir}" --out ${exampleSubPathBuildDir} --base-url /example/ --source-maps`,
].join(' && ');

export default defineConfig({
  outputDir: 'test-results',
  // The HTML report keeps each test's attachments (the layout screenshots among them); it is not opened.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e-artifacts/report' }]],
  fullyParallel: true,
  workers: 2,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'podman-de', testDir: 'podman-de', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'example', testDir: 'example', use: { baseURL: `http://127.0.0.1:${examplePort}` } },
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
