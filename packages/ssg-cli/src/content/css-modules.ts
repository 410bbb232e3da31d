import type { PartialMessage, Plugin } from 'esbuild';
import { transform } from 'lightningcss';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CSS_MODULE = /\.module\.css$/;
const SCOPED_STYLESHEET = 'kran-css-module';

/**
 * A site's CSS modules (`styles.module.css`) with class names that depend only on the file and the class, so the page
 * rendered by Node and the one the browser bundle hydrates carry the same names (esbuild's own names would differ
 * between the unminified and the minified build). The module exports its names; its stylesheet is imported beside.
 */
export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'kran-css-modules',
    setup(build) {
      build.onLoad({ filter: CSS_MODULE }, async (args) => {
        const scoped = await scopedStylesheet(siteDir, args.path).catch((error: unknown) => cssError(args.path, error));
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
        return { contents: (await scopedStylesheet(siteDir, file)).css, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}

async function scopedStylesheet(
  siteDir: string,
  file: string,
): Promise<{ css: string; names: Record<string, string> }> {
  const { code, exports = {} } = transform({
    filename: path.relative(siteDir, file).split(path.sep).join('/'),
    code: await readFile(file),
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
