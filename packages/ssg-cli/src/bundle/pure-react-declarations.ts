import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

// React Router's built modules: one big chunk with the declarative router, the data router and framework mode.
const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/]react-router(-dom)?[\\/]dist[\\/].*\.m?js$/;

// `var Link = React10.forwardRef(...)`: a component or context made at the top level of a module.
const REACT_FACTORY_CALL = /(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo))\(/g;

// `Link.displayName = "Link";` on a line of its own.
const DISPLAY_NAME_ASSIGNMENT = /^[\w$]+\.displayName = (?:"[^"\n]*"|'[^'\n]*');$/gm;

/**
 * The module's source with its top-level React components and contexts marked as pure and their `displayName`
 * assignments (a name for React's developer tools) removed, so that a bundler leaves out those the client never
 * uses. A component made by `forwardRef` and then named is code with side effects to a bundler: without this, every
 * page would load React Router's data router, forms and framework-mode code.
 */
export function markReactDeclarationsPure(source: string): string {
  return source.replace(DISPLAY_NAME_ASSIGNMENT, '').replace(REACT_FACTORY_CALL, '/* @__PURE__ */ $1(');
}

/** The esbuild plugin that applies markReactDeclarationsPure() to React Router's modules. */
export function pureReactRouterDeclarations(): Plugin {
  return {
    name: 'pure-react-router-declarations',
    setup(build) {
      build.onLoad({ filter: REACT_ROUTER_MODULE, namespace: 'file' }, async (args) => ({
        contents: markReactDeclarationsPure(await readFile(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
