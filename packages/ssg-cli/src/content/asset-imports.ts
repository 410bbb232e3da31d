import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { CSS_ASSET_EXTENSIONS } from './css-urls.js';
import { SITE_ALIAS } from '@kran/contract';

const SVG_COMPONENT = 'kran-svg-component';
const ASSET_URL = 'kran-asset-url';
const ASSET_FILE = new RegExp(`\\.(?:${CSS_ASSET_EXTENSIONS.map((extension) => extension.slice(1)).join('|')})$`, 'i');
// What code imports with: a stylesheet's url() and @import are left to the file loader.
const CODE_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);

/**
 * Where the module's asset URLs point: in the browser, beside the chunk that imports the file (`assets/`, as the
 * browser bundle writes it); on the server, below the built locale's base URL, where that chunk is served.
 */
export type AssetUrlBase = { inBrowser: true } | { inBrowser: false; localeBaseUrl: string };

/**
 * Files the site's code imports, as Docusaurus's webpack gives them: an SVG as a React component (SVGR, with the
 * options Docusaurus passes: SVGO's default preset keeping the title and viewBox, and a `title` prop), any other
 * image or font as its URL, the default export of an ES module, so that `import logo from './logo.png'` and
 * `require('./logo.png').default` both give `/assets/logo-<hash>.png`. The file itself is the file loader's, copied
 * beside the chunks with a hash; the server's module and the browser's give the same path.
 */
export function assetImportsPlugin(urlBase: AssetUrlBase, siteDir: string): Plugin {
  return {
    name: 'kran-asset-imports',
    setup(build) {
      build.onResolve({ filter: ASSET_FILE }, (args) => {
        // An SVG that MDX shows as a component (`import Logo from './logo.svg'`) is compiled as a module of its own.
        const isSvgEntry = args.kind === 'entry-point' && /\.svg$/i.test(args.path);
        if ((!CODE_IMPORTS.has(args.kind) && !isSvgEntry) || args.namespace === ASSET_URL) return undefined;
        // Resolved here, not with build.resolve: other plugins resolve again what they are asked, and two plugins
        // that each ask for the other's imports would never end.
        const file = siteFileOf(args.path, args.resolveDir, siteDir);
        if (file === undefined) return undefined;
        const isSvg = path.extname(file).toLowerCase() === '.svg';
        return { path: file, namespace: isSvg ? SVG_COMPONENT : ASSET_URL };
      });
      build.onLoad({ filter: /.*/, namespace: ASSET_URL }, (args) => ({
        contents: assetUrlModule(args.path, urlBase),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: SVG_COMPONENT }, async (args) => ({
        contents: await svgComponentSource(args.path),
        resolveDir: path.dirname(args.path),
        loader: 'jsx',
        watchFiles: [args.path],
      }));
    },
  };
}

/** The file a relative, absolute or `@site/` path names, if it exists; a package's file is left to esbuild. */
function siteFileOf(specifier: string, resolveDir: string, siteDir: string): string | undefined {
  const file = specifier.startsWith(SITE_ALIAS)
    ? path.join(siteDir, specifier.slice(SITE_ALIAS.length))
    : specifier.startsWith('.') || path.isAbsolute(specifier)
      ? path.resolve(resolveDir, specifier)
      : undefined;
  return file !== undefined && existsSync(file) ? file : undefined;
}

/** The module of one asset: the file loader's relative path, made the URL path it is served at. */
function assetUrlModule(file: string, urlBase: AssetUrlBase): string {
  const base = urlBase.inBrowser
    ? 'import.meta.url'
    : JSON.stringify(new URL(`${urlBase.localeBaseUrl.replace(/\/?$/, '/')}assets/`, 'https://site.invalid').href);
  return [
    `import file from ${JSON.stringify(file)};`,
    `export default new URL(file.slice(file.lastIndexOf('/') + 1), ${base}).pathname;`,
  ].join('\n');
}

async function svgComponentSource(file: string): Promise<string> {
  const [{ transform }, { default: svgo }, { default: jsx }] = await Promise.all([
    import('@svgr/core'),
    import('@svgr/plugin-svgo'),
    import('@svgr/plugin-jsx'),
  ]);
  return transform(
    await readFile(file, 'utf8'),
    {
      plugins: [svgo, jsx],
      svgo: true,
      svgoConfig: {
        plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }],
      },
      titleProp: true,
      jsxRuntime: 'automatic',
      runtimeConfig: false,
      prettier: false,
    },
    { filePath: file, componentName: 'SvgComponent' },
  );
}
