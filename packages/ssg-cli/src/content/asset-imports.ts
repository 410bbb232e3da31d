import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { CSS_ASSET_EXTENSIONS } from './css-urls.js';

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
export function assetImportsPlugin(urlBase: AssetUrlBase): Plugin {
  return {
    name: 'kran-asset-imports',
    setup(build) {
      build.onResolve({ filter: ASSET_FILE }, async (args) => {
        const isOwnResolve = (args.pluginData as { isAssetFile?: boolean } | undefined)?.isAssetFile === true;
        if (isOwnResolve || !CODE_IMPORTS.has(args.kind) || args.namespace === ASSET_URL) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { isAssetFile: true },
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        const isSvg = path.extname(resolved.path).toLowerCase() === '.svg';
        return { path: resolved.path, namespace: isSvg ? SVG_COMPONENT : ASSET_URL };
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
