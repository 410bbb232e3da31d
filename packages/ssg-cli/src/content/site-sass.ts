import type { PartialMessage } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Sass from 'sass';
import { installedPackageFolder } from '../config/installed-package.js';
import type { SiteSassOptions } from '../config/sass-config.js';
import { siteSassModule } from '../config/site-sass-module.js';
import { packageNameOf } from './installed-packages.js';
import { SITE_ALIAS } from '@kran/contract';

export type SassCompiler = Pick<typeof Sass, 'compileAsync'> & Partial<Pick<typeof Sass, 'NodePackageImporter'>>;

/** Loads the site's Sass compiler; undefined when the site has none installed. */
export async function loadSiteSass(siteDir: string): Promise<SassCompiler | undefined> {
  const file = siteSassModule(siteDir);
  if (!file) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as SassCompiler & { default?: SassCompiler };
  return loaded.default ?? loaded;
}

/** A compiled stylesheet and every file Sass read for it (the stylesheet, its partials and packages). */
export interface CompiledSass {
  css: string;
  loadedFiles: string[];
}

/**
 * Compiles a Sass stylesheet as sass-loader does for docusaurus-plugin-sass: `@use` and `@import` find the site's
 * partials beside the importing file, packages in node_modules (`bootstrap/scss/mixins`, or webpack's
 * `~bootstrap/…`, or `pkg:bootstrap`), and `@site/…` in the site folder. `url()`s stay as written, relative to the
 * stylesheet compiled, as css-loader reads them after sass-loader. `options` are the site's `sass.sassOptions`:
 * `loadPaths` are searched after the importing file's folder.
 */
export async function compileSass(
  sass: SassCompiler,
  file: string,
  siteDir: string,
  options?: SiteSassOptions,
): Promise<CompiledSass> {
  const importers: Sass.Options<'async'>['importers'] = [siteFileImporter(siteDir)];
  if (sass.NodePackageImporter) importers.push(new sass.NodePackageImporter(siteDir));
  const result = await sass.compileAsync(file, {
    importers,
    style: 'expanded',
    loadPaths: options?.loadPaths ?? [],
    ...(options?.quietDeps !== undefined ? { quietDeps: options.quietDeps } : {}),
    silenceDeprecations: ['import', ...((options?.silenceDeprecations ?? []) as Sass.DeprecationOrId[])],
  });
  return {
    css: result.css,
    loadedFiles: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)),
  };
}

/** `@site/…`, `~package/…` and `package/…` as files; Sass itself resolves the partial's `_` and extension. */
function siteFileImporter(siteDir: string): Sass.FileImporter<'async'> {
  return {
    findFileUrl(url) {
      if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
      if (url.startsWith(SITE_ALIAS)) return pathToFileURL(path.join(siteDir, url.slice(SITE_ALIAS.length)));
      const specifier = url.replace(/^~/, '');
      const name = packageNameOf(specifier);
      const packageFolder = name.startsWith('.') ? undefined : installedPackageFolder(siteDir, name);
      return packageFolder ? pathToFileURL(path.join(packageFolder, specifier.slice(name.length))) : null;
    },
  };
}

/** A Sass error as esbuild reports a plugin's: the message at the file, line and column of the Sass source. */
export function sassErrorMessage(file: string, error: unknown): PartialMessage {
  const { sassMessage, span, message } = error as Partial<Sass.Exception> & { message: string };
  if (!span) return { text: message, location: { file } };
  const spanFile = span.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
  return {
    text: sassMessage ?? message,
    location: { file: spanFile, line: span.start.line + 1, column: span.start.column },
  };
}
