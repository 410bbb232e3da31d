import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { buildManifest } from '../../src/manifest/build-manifest.js';
import type { SiteConfig } from '../../src/config/config.js';
import type { ConfigPart } from '../../src/config-part.js';
import { ContentErrors, type ContentError, type SourceLocation } from '../../src/errors/errors.js';
import type { Route, RouteManifest } from '../../src/types.js';
import { fixtureConfig } from '../fixture-site.js';

/** A committed case of the bad-input corpus. */
export const badInput = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'bad-input', name);

/** A blog at blog/ (served at /blogs) and docs at docs/, as the corpus cases lay them out. */
export const corpusConfig: SiteConfig = fixtureConfig;

/** Writes files (path relative to the site root -> contents) into a fresh temporary site folder. */
export function temporarySite(files: Record<string, string | Uint8Array>): { siteDir: string; remove: () => void } {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-bad-input-'));
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), contents);
  }
  return { siteDir, remove: () => rmSync(siteDir, { recursive: true, force: true }) };
}

/** Makes temporary sites as `temporarySite` does, each removed after the test that made it; gives its folder. */
export function temporarySitesOfEachTest(): (files: Record<string, string>) => string {
  const made: { remove: () => void }[] = [];
  afterEach(() => made.splice(0).forEach((site) => site.remove()));
  return (files) => {
    const site = temporarySite(files);
    made.push(site);
    return site.siteDir;
  };
}

/** Builds the manifest and returns the content errors it stopped with; anything else thrown fails the test. */
export async function contentErrorsOf(
  siteDir: string,
  config: SiteConfig = corpusConfig,
  configPart?: ConfigPart,
): Promise<readonly ContentError[]> {
  let manifest: RouteManifest;
  try {
    manifest = await buildManifest({ siteDir, config, ...(configPart ? { configPart } : {}) });
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

/**
 * A temporary copy of a committed case folder with the config also written as its site.config.ts, so errors
 * about the config can point at its lines. The text is the config as JSON unless given.
 */
export function siteWithConfig(
  folder: string,
  config: SiteConfig,
  configText = `export default ${JSON.stringify(config, null, 2)};\n`,
): { siteDir: string; remove: () => void } {
  const site = temporarySite({ 'site.config.ts': configText });
  cpSync(folder, site.siteDir, { recursive: true });
  return site;
}

/** The text of a site's file from a location to the end of that line: what an error points at. */
export function textAt(siteDir: string, location: SourceLocation): string {
  const line = readFileSync(path.join(siteDir, location.file), 'utf8').split('\n')[(location.line ?? 0) - 1] ?? '';
  return line.slice((location.column ?? 1) - 1);
}
