import { DOCUSAURUS_MODULES } from '@kran/theme';
import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const DOCUSAURUS_IMPORT = /^@(docusaurus|theme|theme-original|site)\//;

/** The names a page may import, for the error on any other `@docusaurus/…` or `@theme/…` module. */
export const PROVIDED_DOCUSAURUS_MODULES = Object.keys(DOCUSAURUS_MODULES).join(', ');

/**
 * Points the Docusaurus modules React pages import (`@theme/Layout`, `@docusaurus/Link`, …) at the theme's versions
 * of them (`@kran/theme/docusaurus/Layout`), resolved beside Kran, so the page and the theme share one module and its
 * context. For Node (`bundle: false`) the import stays an import of Node's file. Any other `@docusaurus/…` or
 * `@theme/…` import is an error at its line, naming the modules Kran provides.
 */
export function docusaurusModulesPlugin({ bundle, siteDir }: { bundle: boolean; siteDir: string }): Plugin {
  return {
    name: 'kran-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: DOCUSAURUS_IMPORT }, (args) => {
        if (args.path.startsWith('@site/'))
          return build.resolve(`./${args.path.slice('@site/'.length)}`, {
            resolveDir: siteDir,
            kind: args.kind,
          });
        const name = DOCUSAURUS_MODULES[args.path];
        if (!name) {
          return {
            errors: [
              {
                text: `Kran does not provide the Docusaurus module "${args.path}".`,
                notes: [
                  {
                    text: `Kran provides ${PROVIDED_DOCUSAURUS_MODULES}; write the rest with React and the site's own components.`,
                  },
                ],
              },
            ],
          };
        }
        const url = import.meta.resolve(`@kran/theme/docusaurus/${name}`);
        return bundle ? { path: fileURLToPath(url) } : { path: url, external: true };
      });
    },
  };
}
