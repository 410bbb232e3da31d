import type { Plugin } from 'esbuild';
import { builtinModules } from 'node:module';
import { installedPackageFolder } from '../config/installed-package.js';

// esbuild's filters are Go regular expressions, without lookahead: the callback skips URLs and `node:` imports.
const BARE_IMPORT = /^[^./]/;
const NOT_A_PACKAGE = /^(node|file|data|https?):/;

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * A site module's imports of packages are left to Node, which would stop at the first one not installed with
 * "Cannot find package", no line and no hint. This reports each one at its import instead, with the way out.
 */
export const installedPackagesOnly: Plugin = {
  name: 'kran-installed-packages',
  setup(build) {
    build.onResolve({ filter: BARE_IMPORT }, (args) => {
      if (args.kind === 'url-token' || args.kind === 'import-rule' || NOT_A_PACKAGE.test(args.path)) return undefined;
      const name = packageNameOf(args.path);
      if (installedPackageFolder(args.resolveDir, name) || builtinModules.includes(name)) return undefined;
      return {
        errors: [
          {
            text: `The package "${name}" is not installed.`,
            notes: [{ text: `Add it to the site's package.json and install it: \`npm install ${name}\`.` }],
          },
        ],
      };
    });
  },
};
