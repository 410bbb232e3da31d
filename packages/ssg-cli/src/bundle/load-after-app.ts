import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

const NAMESPACE = 'kran-after-app';

/** The input name esbuild's metafile gives a module that loadAfterApp() wraps. */
export function wrappedInputOf(input: string): string {
  return input.startsWith(`${NAMESPACE}:`) ? input.slice(NAMESPACE.length + 1) : input;
}

/**
 * Makes every module the client loads later (a layout, a menu, an island) import the app first. The app is loaded
 * by then, so this costs nothing when it runs; but esbuild splits code by the set of entries that reach it, and now
 * everything the app reaches is reached by every later module too: it lands in one chunk instead of one per set of
 * later modules, and a page starts with a handful of files.
 */
export function loadAfterApp(appModule: string): Plugin {
  return {
    name: 'load-after-app',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.path === appModule) return resolved;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const module = JSON.stringify(args.path);
        const reexportDefault = hasDefaultExport(source) ? `export { default } from ${module};\n` : '';
        return {
          contents: `import ${JSON.stringify(appModule)};\nexport * from ${module};\n${reexportDefault}`,
          resolveDir: '/',
          loader: 'js',
        };
      });
    },
  };
}

// Built modules name their default export in one of these ways; a module without one must not re-export it.
function hasDefaultExport(source: string): boolean {
  return /\bexport\s+default\b|\bas\s+default\b/.test(source);
}
