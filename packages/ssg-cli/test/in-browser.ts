import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createStaticServer } from '../src/serve/serve.js';

/** A build folder served by `kran serve`'s server on a free port (below `baseUrl` if given), with its address. */
export async function serveBuild(
  buildDir: string,
  options: { baseUrl?: string } = {},
): Promise<{ address: string; close: () => Promise<void> }> {
  const server: Server = createStaticServer(buildDir, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Debian's Chromium, as the tests run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/** What a page of the context broke: Content-Security-Policy violations, console errors and uncaught errors. */
export interface PageProblems {
  /** The violations on the page, each as `directive blocked-URL`. */
  violations: () => Promise<string[]>;
  errors: string[];
}

/** Opens a page of `context` that records every policy violation and every error. */
export async function pageWatchingProblems(context: BrowserContext): Promise<{ page: Page } & PageProblems> {
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The fixtures have no favicon; the browser asks for /favicon.ico on its own.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, violations, errors };
}

/**
 * Serves a build folder as a host serves it (`kran serve`'s server) and opens a page on it in Chromium, for `visit`:
 * the page, the server's origin, and the errors the page logs or throws (the missing favicon aside).
 */
export async function inBrowserOnBuild(
  buildDir: string,
  visit: (page: Page, origin: string, errors: string[]) => Promise<void>,
  options: { baseUrl?: string } = {},
): Promise<void> {
  const server = await serveBuild(buildDir, options);
  const browser = await launchChromium();
  try {
    const { page, errors } = await pageWatchingProblems(await browser.newContext());
    await visit(page, server.address, errors);
  } finally {
    await browser.close();
    await server.close();
  }
}
