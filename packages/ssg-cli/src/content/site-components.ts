import { ContentErrors, type RouteManifest } from '@kran/content-core';
import type { SiteComponents } from '@kran/theme';
import path from 'node:path';
import type { SiteBuildContext } from '../build-context.js';
import { compileSiteModules, entryNameOf, isComponent, type SiteModules } from './compile-site-modules.js';
import { moduleLoadProblem } from './module-load-problem.js';

/** The site's own components that MDX content shows, compiled for Node: the source file -> the module's URL. */
export type SiteComponentModules = SiteModules;

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

/** Imports compiled components into this thread, into a build's `siteComponents` (a render worker calls it too). */
export async function loadSiteComponents(modules: SiteComponentModules, siteComponents: SiteComponents): Promise<void> {
  for (const [file, url] of Object.entries(modules)) {
    siteComponents[file] = (await import(url).catch((error: unknown) => {
      const problem = moduleLoadProblem(file, 'component module', error);
      if (problem) throw new ContentErrors([problem]);
      throw new Error(`Loading the component module ${file} failed.`, { cause: error });
    })) as SiteComponents[string];
  }
}

/** A site component as the browser mounts it: an island loading the component's module, a chunk of its own. */
export interface SiteIsland {
  /** The island's name in the page's markup. */
  name: string;
  /** The component's source file. */
  file: string;
  exportName: string;
}

/**
 * The islands of the components the build has loaded: one per component a module exports. None when the theme
 * does not mount site components in the browser (their server markup then stays as it is).
 */
export function siteIslandsOf(
  siteDir: string,
  modules: SiteComponentModules,
  { theme, siteComponents }: SiteBuildContext,
): SiteIsland[] {
  const { siteIslandName } = theme;
  if (!siteIslandName) return [];
  return Object.keys(modules).flatMap((file) =>
    Object.entries(siteComponents[file] ?? {})
      .filter(([, value]) => isComponent(value))
      .map(([exportName]) => ({ name: siteIslandName(file, exportName), file: path.join(siteDir, file), exportName })),
  );
}
