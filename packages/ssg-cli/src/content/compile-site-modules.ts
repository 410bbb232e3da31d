import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteSassOptions } from '../config/sass-config.js';
import { writeFileAtomically } from '../output/write-output.js';
import { cssModulesPlugin } from './css-modules.js';
import { sassStylesheetsPlugin } from './sass-stylesheets.js';
import { assetImportsPlugin } from './asset-imports.js';
import { CSS_ASSET_LOADERS, keepSiteAbsoluteUrls } from './css-urls.js';
import { docusaurusModulesPlugin } from './docusaurus-modules.js';
import { esbuildContentErrors } from './esbuild-problems.js';
import { threadEsbuild } from '../esbuild-service.js';
import { installedPackagesOnly } from './installed-packages.js';
import { JSX_IN_JS_LOADERS } from './jsx-in-js.js';
import { kranReactPlugin } from './kran-react.js';

/**
 * A site's own modules compiled for Node, by their name: each module's URL carries a hash of its code,
 * so `kran dev` imports a module again only after it changed.
 */
export type SiteModules = Record<string, string>;

export interface CompileSiteModulesOptions {
  siteDir: string;
  /** Where the compiled modules go. */
  outDir: string;
  /** Each module's name (a path without extension, `pages/spielwiese`) and its file, relative to the site. */
  entries: Record<string, string>;
  /** What the modules are, for errors: `page module`. */
  kind: string;
  /** Says how to fix code that does not compile. */
  hint: string;
  /**
   * The entries are npm packages (their imports), bundled with the code they import but React, which stays Kran's:
   * their stylesheets are the browser bundle's.
   */
  arePackages?: boolean;
  /** The site's `sass` options, for the Sass stylesheets the modules import. */
  sass?: SiteSassOptions | undefined;
  /** The built locale's messages of the site's code, which `@docusaurus/Translate` gives. */
  codeTranslations?: CodeTranslations | undefined;
  /**
   * The built locale's base URL, for modules that render: the images and SVG components they import are served
   * below it (asset-imports.ts).
   */
  localeBaseUrl?: string | undefined;
}

/** Compiles TSX/JSX modules of a site for Node, its packages left to Node to import; throws ContentErrors. */
export async function compileSiteModules({
  siteDir,
  outDir,
  entries,
  kind,
  hint,
  arePackages = false,
  sass,
  codeTranslations,
  localeBaseUrl,
}: CompileSiteModulesOptions): Promise<SiteModules> {
  try {
    const { outputFiles } = await threadEsbuild.build({
      entryPoints: Object.fromEntries(
        Object.entries(entries).map(([name, file]) => [name, arePackages ? file : path.resolve(siteDir, file)]),
      ),
      absWorkingDir: siteDir,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      // The browser bundle's names, whose hashes are the files' contents: an imported image's URL is the same there.
      assetNames: 'assets/[name]-[hash]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The `require` of a bundled CommonJS package (`require('react')`), which an ES module of Node lacks.
      banner: {
        js: "import { createRequire as kranCreateRequire } from 'node:module';\nconst require = kranCreateRequire(import.meta.url);",
      },
      ...(arePackages ? { mainFields: ['module', 'main'] } : { packages: 'external' }),
      plugins: [
        ...(localeBaseUrl === undefined ? [] : [assetImportsPlugin({ inBrowser: false, localeBaseUrl }, siteDir)]),
        cssModulesPlugin(siteDir, undefined, sass),
        sassStylesheetsPlugin(siteDir, undefined, sass),
        keepSiteAbsoluteUrls,
        kranReactPlugin({ bundle: false }),
        docusaurusModulesPlugin({ bundle: false, siteDir, codeTranslations }),
        installedPackagesOnly,
      ],
      // A CSS module's class names are what the page renders; its stylesheet and files are the browser bundle's.
      loader: { ...CSS_ASSET_LOADERS, ...JSX_IN_JS_LOADERS, ...(arePackages ? { '.css': 'empty' as const } : {}) },
      jsx: 'automatic',
      // With source maps enabled (the CLI enables them), an error a module throws names its source file and line.
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      write: false,
    });
    for (const output of outputFiles) await writeFileAtomically(output.path, output.contents);
    const hashes = new Map(outputFiles.map((output) => [output.path, output.hash]));
    return Object.fromEntries(
      Object.keys(entries).map((name) => {
        const file = path.join(outDir, `${name}.mjs`);
        return [name, `${pathToFileURL(file).href}?v=${hashes.get(file)}`];
      }),
    );
  } catch (error) {
    throw esbuildContentErrors(siteDir, error, { kind, hint }) ?? error;
  }
}

// A function component or class, or what memo() and forwardRef() return.
export function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * A module's name: its file without the extension (`pages/spielwiese.tsx` -> `pages/spielwiese`); a package's
 * import below `npm/` (`npm:react-lite-youtube-embed` -> `npm/react-lite-youtube-embed`).
 */
export function entryNameOf(file: string): string {
  if (file.startsWith(PACKAGE_MODULE_PREFIX)) return `npm/${file.slice(PACKAGE_MODULE_PREFIX.length)}`;
  return file.slice(0, file.length - path.posix.extname(file).length);
}

/** How content-core names a component or stylesheet of an npm package: `npm:` and its import. */
export const PACKAGE_MODULE_PREFIX = 'npm:';
