import type { RouteManifest } from '@kran/content-core';
import type { SiteComponents } from '@kran/theme';
import path from 'node:path';
import { compileSiteModules, type SiteModules } from './compile-site-modules.js';

/** The site's own components that MDX content shows, compiled for Node: the source file -> the module's URL. */
export type SiteComponentModules = SiteModules;

/** The exports of the site components this thread has loaded, by their source file, for rendering. */
export const siteComponents: SiteComponents = {};

const COMPILE_HINT =
  'Fix the code of the component; every package it imports must be in the site\'s package.json (a component needs "react").';

/** Compiles the components MDX content imports (`@site/src/…`, relative paths) for Node. */
export async function compileSiteComponents(
  siteDir: string,
  generatedDir: string,
  manifest: RouteManifest,
): Promise<SiteComponentModules> {
  const files = manifest.siteComponents ?? [];
  if (files.length === 0) return {};
  const compiled = await compileSiteModules({
    siteDir,
    outDir: path.join(generatedDir, 'site-components'),
    entries: Object.fromEntries(files.map((file) => [entryNameOf(file), file])),
    kind: 'component',
    hint: COMPILE_HINT,
  });
  return Object.fromEntries(files.map((file) => [file, compiled[entryNameOf(file)]!]));
}

/** Imports compiled components into this thread (a render worker calls it too). */
export async function loadSiteComponents(modules: SiteComponentModules): Promise<void> {
  for (const [file, url] of Object.entries(modules)) {
    siteComponents[file] = (await import(url).catch((error: unknown) => {
      throw new Error(`Loading the component module ${file} failed.`, { cause: error });
    })) as SiteComponents[string];
  }
}

function entryNameOf(file: string): string {
  return file.slice(0, file.length - path.posix.extname(file).length);
}
