import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const REACT_IMPORT = /^(react|react-dom)(\/.*)?$/;

/**
 * Points a site module's imports of React at the React that renders the pages: one React in a render, whatever the
 * site installed (hooks of a second copy fail), and a component renders in a site that did not install React at all.
 */
export const kranReactPlugin: Plugin = {
  name: 'kran-react',
  setup(build) {
    build.onResolve({ filter: REACT_IMPORT }, (args) => ({
      path: pathToFileURL(require.resolve(args.path)).href,
      external: true,
    }));
  },
};
