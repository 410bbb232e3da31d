// The module alone: the theme's index would load its React components into the bundle thread.
import { DOCUSAURUS_MODULES } from '@kran/theme/docusaurus/docusaurus-modules';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { SITE_ALIAS } from '@kran/contract';

const DOCUSAURUS_IMPORT = /^@(docusaurus|theme|theme-original|site)\//;
const TRANSLATE = '@docusaurus/Translate';
/** The module a page gets for `@docusaurus/Translate`: the theme's, bound to the built locale's messages. */
const CODE_TRANSLATIONS_NAMESPACE = 'kran-code-translations';
const THEME_MODULE = /^@kran\/theme\/docusaurus\//;

/** The names a page may import, for the error on any other `@docusaurus/…` or `@theme/…` module. */
export const PROVIDED_DOCUSAURUS_MODULES = Object.keys(DOCUSAURUS_MODULES).join(', ');

/**
 * Points the Docusaurus modules React pages import (`@theme/Layout`, `@docusaurus/Link`, …) at the theme's versions
 * of them (`@kran/theme/docusaurus/Layout`), resolved beside Kran, so the page and the theme share one module and its
 * context. For Node (`bundle: false`) the import stays an import of Node's file. Any other `@docusaurus/…` or
 * `@theme/…` import is an error at its line, naming the modules Kran provides.
 */
export function docusaurusModulesPlugin({
  bundle,
  siteDir,
  codeTranslations = {},
  codeTranslationsModule,
}: {
  bundle: boolean;
  siteDir: string;
  /** The built locale's messages of the site's code, which `@docusaurus/Translate` gives. */
  codeTranslations?: CodeTranslations | undefined;
  /**
   * Instead of `codeTranslations`, the module that exports them as `codeTranslations` (a site in several languages
   * has one beside its bundle in each locale).
   */
  codeTranslationsModule?: string | undefined;
}): Plugin {
  const messages = codeTranslationsModule
    ? {
        imports: `import { codeTranslations } from ${JSON.stringify(codeTranslationsModule)};\n`,
        value: 'codeTranslations',
      }
    : { imports: '', value: JSON.stringify(codeTranslations) };
  const themeModule = (name: string) => {
    const url = import.meta.resolve(`@kran/theme/docusaurus/${name}`);
    return bundle ? { path: fileURLToPath(url) } : { path: url, external: true };
  };
  return {
    name: 'kran-docusaurus-modules',
    setup(build) {
      // Like Docusaurus's generated codeTranslations module: the locale's messages are part of the module graph of
      // the pages that import Translate, so translate() works at a module's top level, and no other page loads them.
      build.onResolve({ filter: new RegExp(`^${TRANSLATE}$`) }, () => ({
        path: TRANSLATE,
        namespace: CODE_TRANSLATIONS_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: CODE_TRANSLATIONS_NAMESPACE }, () => ({
        contents:
          `import { createTranslate } from '@kran/theme/docusaurus/Translate';\n${messages.imports}` +
          `const { Translate, translate } = createTranslate(${messages.value});\n` +
          'export { Translate as default, translate };\n',
        loader: 'js',
        resolveDir: siteDir,
      }));
      build.onResolve({ filter: THEME_MODULE, namespace: CODE_TRANSLATIONS_NAMESPACE }, (args) =>
        themeModule(args.path.replace(THEME_MODULE, '')),
      );
      build.onResolve({ filter: DOCUSAURUS_IMPORT }, (args) => {
        if (args.path.startsWith(SITE_ALIAS))
          return build.resolve(`./${args.path.slice(SITE_ALIAS.length)}`, {
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
        return themeModule(name);
      });
    },
  };
}
