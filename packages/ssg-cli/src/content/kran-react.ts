import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const KRAN_DIR = path.dirname(fileURLToPath(import.meta.url));
const REACT_IMPORT = /^(react|react-dom)(\/.*)?$/;

/**
 * Points imports of React at the React that renders the pages: one React in a render and in the browser, whatever
 * the site installed (hooks of a second copy fail), and a site's components build where it installed no React.
 * For Node (`bundle: false`) the import stays an import of Node's file; for the browser it is resolved as esbuild
 * resolves it for the browser, from Kran's folder.
 */
export function kranReactPlugin({ bundle }: { bundle: boolean }): Plugin {
  return {
    name: 'kran-react',
    setup(build) {
      build.onResolve({ filter: REACT_IMPORT }, (args) => {
        if (!bundle) return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
        if ((args.pluginData as { fromKran?: boolean } | undefined)?.fromKran) return undefined;
        return build.resolve(args.path, { resolveDir: KRAN_DIR, kind: args.kind, pluginData: { fromKran: true } });
      });
    },
  };
}
