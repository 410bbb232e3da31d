import type { Server } from 'node:http';
import { chromium, type Page } from 'playwright-core';
import { createStaticServer } from '../src/serve/serve.js';

/**
 * Serves a build folder as a host serves it (`kran serve`'s server) and opens a page on it in Chromium, for `visit`:
 * the page, the server's origin, and the errors the page logs or throws (the missing favicon aside).
 */
export async function inBrowserOnBuild(
  buildDir: string,
  visit: (page: Page, origin: string, errors: string[]) => Promise<void>,
  options: { baseUrl?: string } = {},
): Promise<void> {
  const server: Server = createStaticServer(buildDir, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, `http://127.0.0.1:${(server.address() as { port: number }).port}`, errors);
  } finally {
    await browser.close();
    server.close();
  }
}
