import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildManifest } from '../../src/build-manifest.js';
import type { SiteConfig } from '../../src/config.js';
import { ContentErrors, type ContentError } from '../../src/errors.js';
import type { Route, RouteManifest } from '../../src/types.js';

/** A committed case of the bad-input corpus. */
export const badInput = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'bad-input', name);

/** A blog at blog/ (served at /blogs) and docs at docs/, as the corpus cases lay them out. */
export const corpusConfig: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
  pages: false,
};

/** Writes files (path relative to the site root -> contents) into a fresh temporary site folder. */
export function temporarySite(files: Record<string, string | Uint8Array>): { siteDir: string; remove: () => void } {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-bad-input-'));
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), contents);
  }
  return { siteDir, remove: () => rmSync(siteDir, { recursive: true, force: true }) };
}

/** Builds the manifest and returns the content errors it stopped with; anything else thrown fails the test. */
export async function contentErrorsOf(siteDir: string, config: SiteConfig = corpusConfig): Promise<readonly ContentError[]> {
  let manifest: RouteManifest;
  try {
    manifest = await buildManifest({ siteDir, config });
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors;
    throw error;
  }
  throw new Error(`Expected content errors, but the build gave ${manifest.routes.length} routes.`);
}

/** The errors as plain data, easy to compare: message, location and hint. */
export function described(errors: readonly ContentError[]) {
  return errors.map(({ message, location, hint }) => ({ message, location, hint }));
}

export function routeAt(manifest: RouteManifest, routePath: string): Route | undefined {
  return manifest.routes.find((route) => route.path === routePath);
}
