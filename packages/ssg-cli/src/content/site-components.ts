import type { RouteManifest } from '@kran/content-core';
import { ContentErrors } from '@kran/content-core/errors';
import type { SiteComponents } from '@kran/theme';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteBuildContext } from '../build-context.js';
import {
  compileSiteModules,
  entryNameOf,
  isComponent,
  PACKAGE_MODULE_PREFIX,
  type SiteModules,
} from './compile-site-modules.js';
import type { SiteSassOptions } from '../config/sass-config.js';
import { moduleLoadProblem } from './module-load-problem.js';

/** The site's own components that MDX content shows, compiled for Node: the source file -> the module's URL. */
export type SiteComponentModules = SiteModules;

const COMPILE_HINT =
  'Fix the code of the component; every package it imports must be in the site\'s package.json (a component needs "react").';

/**
 * Compiles the components MDX content imports for Node: the site's own (`@site/src/…`, relative paths), and those
 * of npm packages (`npm:name`) bundled with what they import, so that Node never meets a stylesheet they import.
 */
export async function compileSiteComponents(
  siteDir: string,
  generatedDir: string,
  manifest: RouteManifest,
  sass?: SiteSassOptions,
  codeTranslations?: CodeTranslations,
): Promise<SiteComponentModules> {
  const modules = manifest.siteComponents ?? [];
  const packages = modules.filter(isPackageModule);
  const files = modules.filter((module) => !isPackageModule(module));
  const compile = async (list: string[], arePackages: boolean): Promise<SiteModules> =>
    list.length === 0
      ? {}
      : compileSiteModules({
          siteDir,
          outDir: path.join(generatedDir, 'site-components'),
          entries: Object.fromEntries(list.map((module) => [entryNameOf(module), importOf(module)])),
          kind: arePackages ? 'component package' : 'component',
          hint: arePackages ? PACKAGE_HINT : COMPILE_HINT,
          arePackages,
          sass,
          codeTranslations,
          localeBaseUrl: manifest.site.locale.baseUrl,
        });
  const compiled = { ...(await compile(files, false)), ...(await compile(packages, true)) };
  return Object.fromEntries(modules.map((module) => [module, compiled[entryNameOf(module)]!]));
}

const PACKAGE_HINT = "Check that the package is installed for the site and that it exports the component's module.";

/** Whether a module of the manifest's `siteComponents` is a package's (`npm:react-lite-youtube-embed`). */
function isPackageModule(module: string): boolean {
  return module.startsWith(PACKAGE_MODULE_PREFIX);
}

/** What to import for a module: a package's import, or a file of the site. */
function importOf(module: string): string {
  return isPackageModule(module) ? module.slice(PACKAGE_MODULE_PREFIX.length) : module;
}

/** The stylesheets MDX content imports, for the site's bundle: absolute paths, or a package's file by its import. */
export function mdxStylesheetsOf(siteDir: string, manifest: RouteManifest): string[] {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  return (manifest.stylesheets ?? []).map((stylesheet) =>
    isPackageModule(stylesheet) ? fromSite.resolve(importOf(stylesheet)) : path.join(siteDir, stylesheet),
  );
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
  /** The component's source file, or the import of its package (`react-lite-youtube-embed`). */
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
      .map(([exportName]) => ({
        name: siteIslandName(file, exportName),
        file: isPackageModule(file) ? importOf(file) : path.join(siteDir, file),
        exportName,
      })),
  );
}
