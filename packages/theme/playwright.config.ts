import { defineConfig } from '@playwright/test';
import { portFromEnv } from '@kran/vitest-config/free-port';

const port = await portFromEnv('STORYBOOK_A11Y_PORT');

/** Every story of the built Storybook (storybook-static/) under axe, in Debian's Chromium. */
export default defineConfig({
  testDir: 'a11y',
  outputDir: 'test-results',
  reporter: [['list']],
  fullyParallel: true,
  workers: 2,
  // A test opens its story up to three times and runs axe twice; beside the rest of `turbo run test:all` on two cores
  // one such test once stalled past the default 30 s (CI of a849ddc), so each step has a bound of its own that names it.
  timeout: 150_000,
  use: {
    navigationTimeout: 40_000,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
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
  webServer: {
    command: `vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
