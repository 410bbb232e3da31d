import type { ConfigProblem } from '@kran/content-core';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `sass` in site.config.ts: the options of docusaurus-plugin-sass (`plugins: [['docusaurus-plugin-sass', {...}]]`),
 * which are sass-loader's. Kran reads the compiler's options of `sassOptions`.
 */
export interface SassConfig {
  sassOptions?: {
    /** Folders `@use` and `@import` look in after the stylesheet's own, relative to the site folder. */
    loadPaths?: string[];
    /** The legacy name of `loadPaths` (node-sass and Sass's legacy API), read the same way. */
    includePaths?: string[];
    /** Silences Sass's warnings about stylesheets loaded from `loadPaths` and packages. */
    quietDeps?: boolean;
    /** Deprecations Sass does not warn about, by id: `['import', 'global-builtin']`. */
    silenceDeprecations?: string[];
  };
}

/** What the site's Sass compiles with, as plain data (bundle workers get it): the folders absolute. */
export interface SiteSassOptions {
  loadPaths: string[];
  quietDeps?: boolean;
  silenceDeprecations?: string[];
}

/** The compiler's options of a site's `sass` config (sassConfigProblems has checked it); undefined for none. */
export function siteSassOptions(siteDir: string, config: SassConfig | undefined): SiteSassOptions | undefined {
  const options = config?.sassOptions;
  if (!options) return undefined;
  const folders = [...(options.loadPaths ?? []), ...(options.includePaths ?? [])];
  return {
    loadPaths: folders.map((folder) => path.resolve(siteDir, folder)),
    ...(options.quietDeps !== undefined ? { quietDeps: options.quietDeps } : {}),
    ...(options.silenceDeprecations ? { silenceDeprecations: options.silenceDeprecations } : {}),
  };
}

const FOLDERS_HINT = "List folders relative to the site folder: `sassOptions: { loadPaths: ['src/css'] }`.";

/** Every problem of `sass` in the config, each at its place. */
export function sassConfigProblems(siteDir: string, option: unknown): ConfigProblem[] {
  if (option === undefined) return [];
  const sassOptions = isObject(option) ? option.sassOptions : undefined;
  if (!isObject(option) || (sassOptions !== undefined && !isObject(sassOptions)))
    return [
      {
        message: `sass is ${JSON.stringify(option)}, not the options of docusaurus-plugin-sass.`,
        at: { path: ['sass'], key: 'sass' },
        hint: "Give the plugin's options: `sass: { sassOptions: { loadPaths: ['src/css'] } }`.",
      },
    ];
  if (!sassOptions) return [];
  return [
    ...foldersProblems(siteDir, sassOptions, 'loadPaths'),
    ...foldersProblems(siteDir, sassOptions, 'includePaths'),
    ...(sassOptions.quietDeps === undefined || typeof sassOptions.quietDeps === 'boolean'
      ? []
      : [
          {
            message: `sass.sassOptions.quietDeps is ${JSON.stringify(sassOptions.quietDeps)}, not true or false.`,
            at: { path: ['sass', 'sassOptions', 'quietDeps'], key: 'quietDeps' },
            hint: 'Write `quietDeps: true` to silence warnings from loaded stylesheets.',
          },
        ]),
    ...(sassOptions.silenceDeprecations === undefined || isTextList(sassOptions.silenceDeprecations)
      ? []
      : [
          {
            message: `sass.sassOptions.silenceDeprecations is ${JSON.stringify(sassOptions.silenceDeprecations)}, not a list of deprecation ids.`,
            at: { path: ['sass', 'sassOptions', 'silenceDeprecations'], key: 'silenceDeprecations' },
            hint: "Name Sass's deprecations by id: `silenceDeprecations: ['import']`.",
          },
        ]),
  ];
}

function foldersProblems(siteDir: string, options: Record<string, unknown>, key: string): ConfigProblem[] {
  const folders = options[key];
  if (folders === undefined) return [];
  if (!Array.isArray(folders))
    return [
      {
        message: `sass.sassOptions.${key} is ${JSON.stringify(folders)}, not a list of folders.`,
        at: { path: ['sass', 'sassOptions', key], key },
        hint: FOLDERS_HINT,
      },
    ];
  return folders.flatMap((folder: unknown, index): ConfigProblem[] => {
    const at = {
      path: ['sass', 'sassOptions', key, index],
      key,
      ...(typeof folder === 'string' ? { value: folder } : {}),
    };
    if (typeof folder === 'string' && isFolder(path.resolve(siteDir, folder))) return [];
    return [
      {
        message:
          typeof folder === 'string'
            ? `sass.sassOptions.${key}[${index}] is "${folder}", but no such folder exists.`
            : `sass.sassOptions.${key}[${index}] is ${JSON.stringify(folder)}, not a folder.`,
        at,
        hint: FOLDERS_HINT,
      },
    ];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextList(value: unknown): boolean {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isFolder(file: string): boolean {
  return existsSync(file) && statSync(file).isDirectory();
}
