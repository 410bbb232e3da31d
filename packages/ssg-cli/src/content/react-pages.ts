import type { ReactPageRoute, Route, RouteManifest } from '@kran/content-core';
import { ContentError, ContentErrors } from '@kran/content-core/errors';
import type { ReactPageComponents, ReactPageProps } from '@kran/theme';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { SiteSassOptions } from '../config/sass-config.js';
import {
  compileSiteModules,
  entryNameOf,
  isComponent,
  type CompileSiteModulesOptions,
} from './compile-site-modules.js';
import { moduleLoadProblem } from './module-load-problem.js';

/**
 * A site's React page modules compiled for Node: the page's source (`pages/spielwiese.tsx`) -> the compiled
 * module's URL, which carries a hash of its code, so `kran dev` imports a page again only after it changed.
 */
export type ReactPageModules = Record<string, string>;

/** What a page module may export besides its component. */
interface PageModule {
  default?: unknown;
  title?: unknown;
  description?: unknown;
}

const COMPILE_HINT =
  'Fix the code of the page; every package it imports must be in the site\'s package.json (a React page needs "react").';

const DEFAULT_EXPORT_HINT =
  "Export the page's React component as the default export, e.g. `export default function Spielwiese() { return <h1>…</h1>; }`.";

/**
 * Compiles and loads the site's React pages and gives their routes the title and description the modules export.
 * Every problem (code that does not compile, a missing default export) is thrown together as ContentErrors,
 * before anything is written.
 */
export async function loadSiteReactPages(
  siteDir: string,
  generatedDir: string,
  manifest: RouteManifest,
  reactPages: ReactPageComponents,
  sass?: SiteSassOptions,
  codeTranslations?: CodeTranslations,
): Promise<{ manifest: RouteManifest; modules: ReactPageModules }> {
  const routes = manifest.routes.filter((route): route is ReactPageRoute => route.kind === 'reactPage');
  if (routes.length === 0) return { manifest, modules: {} };
  const modules = await compileReactPages(
    siteDir,
    generatedDir,
    routes.map((route) => route.source),
    {
      sass,
      codeTranslations,
      localeBaseUrl: manifest.site.locale.baseUrl,
    },
  );
  const loaded = await loadReactPages(modules, reactPages);
  const withMetadata = (route: Route): Route => {
    if (route.kind !== 'reactPage') return route;
    const module = loaded[route.source]!;
    return {
      ...route,
      ...(typeof module.title === 'string' ? { title: module.title } : {}),
      ...(typeof module.description === 'string' ? { description: module.description } : {}),
    };
  };
  return { manifest: { ...manifest, routes: manifest.routes.map(withMetadata) }, modules };
}

/**
 * Imports compiled page modules into this thread, their components into a build's `reactPages` (a render worker calls
 * it too), and checks each one's exports.
 */
export async function loadReactPages(
  modules: ReactPageModules,
  reactPages: ReactPageComponents,
): Promise<Record<string, PageModule>> {
  const errors: ContentError[] = [];
  const loaded: Record<string, PageModule> = {};
  for (const [source, url] of Object.entries(modules)) {
    const module = (await import(url).catch((error: unknown) => {
      const problem = moduleLoadProblem(source, 'page module', error);
      if (problem) throw new ContentErrors([problem]);
      throw new Error(`Loading the page module ${source} failed.`, { cause: error });
    })) as PageModule;
    errors.push(...exportProblems(source, module));
    loaded[source] = module;
    if (isComponent(module.default)) reactPages[source] = module.default as ComponentType<ReactPageProps>;
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return loaded;
}

function compileReactPages(
  siteDir: string,
  generatedDir: string,
  sources: string[],
  options: Pick<CompileSiteModulesOptions, 'sass' | 'codeTranslations' | 'localeBaseUrl'>,
): Promise<ReactPageModules> {
  const entries = Object.fromEntries(sources.map((source) => [entryNameOf(source), source]));
  return compileSiteModules({
    siteDir,
    ...options,
    outDir: path.join(generatedDir, 'react-pages'),
    entries,
    kind: 'page module',
    hint: COMPILE_HINT,
  }).then((modules) => Object.fromEntries(sources.map((source) => [source, modules[entryNameOf(source)]!])));
}

function exportProblems(source: string, module: PageModule): ContentError[] {
  const at = { file: source, line: 1, column: 1 };
  const problems: ContentError[] = [];
  if (module.default === undefined) {
    problems.push(
      new ContentError(
        `The page component at ${source} does not have a default export, so nothing can be rendered.`,
        at,
        DEFAULT_EXPORT_HINT,
      ),
    );
  } else if (!isComponent(module.default)) {
    problems.push(
      new ContentError(
        `The default export of ${source} is a ${typeof module.default}, not a React component, so nothing can be rendered.`,
        at,
        DEFAULT_EXPORT_HINT,
      ),
    );
  }
  for (const name of ['title', 'description'] as const) {
    if (module[name] !== undefined && typeof module[name] !== 'string') {
      problems.push(
        new ContentError(
          `The export "${name}" of ${source} is a ${typeof module[name]}, not a string.`,
          at,
          `Export the page's ${name} as text: \`export const ${name} = '…';\`.`,
        ),
      );
    }
  }
  return problems;
}
