import type { ImportKind, Plugin, ResolveResult } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { KRAN_RENDERER_FILE } from '../config/one-react.js';
import { FACADED_REACT_MODULES, loadReactFacade, REACT_FACADE_NAMESPACE } from './react-module-facade.js';

const require = createRequire(KRAN_RENDERER_FILE);
const RENDERER_DIR = path.dirname(KRAN_RENDERER_FILE);
const REACT_IMPORT = /^(react|react-dom)(\/.*)?$/;

/**
 * Points imports of React at the React that renders the pages, the one @kran/runtime loads: one React in a render and
 * in the browser (hooks of a second copy fail), and a site's components build where it installed no React. In an
 * install the site's React is that one (checkOneReact). For Node (`bundle: false`) the import stays an import of
 * Node's file; for the browser it is resolved as esbuild resolves it for the browser, from the renderer's folder.
 */
export function kranReactPlugin({ bundle }: { bundle: boolean }): Plugin {
  return {
    name: 'kran-react',
    setup(build) {
      // Every module of a theme imports React: resolved from the renderer's folder, the answer is the same for each
      // importer, so each specifier is resolved once per build (a round trip through esbuild each time otherwise).
      const resolvedFromRenderer = new Map<string, Promise<ResolveResult>>();
      const resolveFromRenderer = (specifier: string, kind: ImportKind) => {
        const key = `${kind} ${specifier}`;
        let resolving = resolvedFromRenderer.get(key);
        if (!resolving) {
          resolving = build.resolve(specifier, { resolveDir: RENDERER_DIR, kind, pluginData: { fromKran: true } });
          resolvedFromRenderer.set(key, resolving);
        }
        return resolving;
      };
      build.onResolve({ filter: REACT_IMPORT }, async (args) => {
        // A CommonJS package's `require('react')` stays a require of Node's file, by its path (compile-site-modules
        // gives the module a `require`); an import, an import of its URL.
        if (!bundle && args.kind === 'require-call') return { path: require.resolve(args.path), external: true };
        if (!bundle) return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
        if ((args.pluginData as { fromKran?: boolean } | undefined)?.fromKran) return undefined;
        const resolved = await resolveFromRenderer(args.path, args.kind);
        const isEsImport = args.kind === 'import-statement' || args.kind === 'dynamic-import';
        if (!isEsImport || !FACADED_REACT_MODULES.has(args.path) || resolved.errors.length > 0) return resolved;
        return { path: resolved.path, namespace: REACT_FACADE_NAMESPACE };
      });
      if (bundle) build.onLoad({ filter: /.*/, namespace: REACT_FACADE_NAMESPACE }, loadReactFacade);
    },
  };
}
