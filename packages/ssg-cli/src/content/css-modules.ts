import type { PartialMessage, Plugin } from 'esbuild';
import { transform } from 'lightningcss';
import path from 'node:path';
import type { SiteSassOptions } from '../config/sass-config.js';
import { stylesheetReader, type StylesheetSource } from './stylesheet-source.js';

// docusaurus-plugin-sass makes `.module.scss` and `.module.sass` files CSS modules too.
const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;
const SCOPED_STYLESHEET = 'kran-css-module';

/**
 * A site's CSS modules (`styles.module.css`, or `.module.scss` compiled with the site's Sass) with class names that
 * depend only on the file and the class, so the page rendered by Node and the one the browser bundle hydrates carry
 * the same names (esbuild's own names would differ between the unminified and the minified build). The module exports
 * its names; its stylesheet is imported beside. Each Sass file read goes into `filesRead`.
 */
export function cssModulesPlugin(siteDir: string, filesRead?: Set<string>, sassOptions?: SiteSassOptions): Plugin {
  const read = stylesheetReader(siteDir, filesRead, sassOptions);
  return {
    name: 'kran-css-modules',
    setup(build) {
      build.onLoad({ filter: CSS_MODULE }, async (args) => {
        const scoped = scopedStylesheet(siteDir, args.path, await read(args.path));
        if ('errors' in scoped) return scoped;
        const { names } = scoped;
        const stylesheet = JSON.stringify(`${args.path}?scoped`);
        return {
          contents: `import ${stylesheet};\nexport default ${JSON.stringify(names)};\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      // `url(/img/x.png)` is a file of static/, which lies in the output's root, one folder above the stylesheets in
      // assets/: as a relative URL it holds under any base URL, as Docusaurus resolves it.
      build.onResolve({ filter: /^\/[^/]/, namespace: SCOPED_STYLESHEET }, (args) =>
        args.kind === 'url-token' ? { path: `..${args.path}`, external: true } : undefined,
      );
      build.onResolve({ filter: /\?scoped$/ }, (args) => ({ path: args.path, namespace: SCOPED_STYLESHEET }));
      build.onLoad({ filter: /.*/, namespace: SCOPED_STYLESHEET }, async (args) => {
        const file = args.path.replace(/\?scoped$/, '');
        const scoped = scopedStylesheet(siteDir, file, await read(file));
        return 'errors' in scoped ? scoped : { contents: scoped.css, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}

type ScopedStylesheet = { css: string; names: Record<string, string> } | { errors: PartialMessage[] };

function scopedStylesheet(siteDir: string, file: string, source: StylesheetSource): ScopedStylesheet {
  if ('errors' in source) return source;
  try {
    return scopedNames(siteDir, file, source.css);
  } catch (error) {
    return cssError(file, error);
  }
}

function scopedNames(siteDir: string, file: string, css: string): { css: string; names: Record<string, string> } {
  const { code, exports = {} } = transform({
    filename: path.relative(siteDir, file).split(path.sep).join('/'),
    code: Buffer.from(css),
    cssModules: { pattern: '[name]_[local]_[hash]' },
  });
  const names = Object.fromEntries(
    Object.entries(exports).map(([local, scoped]) => [
      local,
      [scoped.name, ...scoped.composes.filter((c) => c.type !== 'dependency').map((c) => c.name)].join(' '),
    ]),
  );
  return { css: code.toString(), names };
}

/** lightningcss's error, at its place in the stylesheet. */
function cssError(file: string, error: unknown): { errors: PartialMessage[] } {
  const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
  return {
    errors: [{ text: message, ...(loc ? { location: { file, line: loc.line, column: loc.column - 1 } } : {}) }],
  };
}
