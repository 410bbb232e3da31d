import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { threadEsbuild } from '../esbuild-service.js';
import { MigrateError } from './migrate-error.js';

/** The file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** A module the config imports or requires, as it wrote it, with what it got. */
export interface ImportedModule {
  specifier: string;
  value: unknown;
}

export interface LoadedDocusaurusConfig {
  /** The config file, absolute. */
  file: string;
  /** Its text, searched for the places of keys. */
  text: string;
  /** The config object, after calling it when the module exports a function. */
  config: Record<string, unknown>;
  /** The packages and files it imports, so that a function from one is written as an import of it. */
  imports: ImportedModule[];
}

/** The Docusaurus config of a site folder; a MigrateError when there is none. */
export function findDocusaurusConfig(siteDir: string): string {
  const found = DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
  if (found) return found;
  throw new MigrateError(
    `${siteDir} holds no Docusaurus config (${DOCUSAURUS_CONFIG_FILES.join(', ')}).`,
    { file: siteDir },
    'Give kran migrate the folder of the Docusaurus site, the one with docusaurus.config.js (often website/).',
  );
}

/**
 * Loads a Docusaurus config as Docusaurus does (CommonJS or ESM, TypeScript, a default export that is a function or
 * an async function): esbuild turns it into an ES module written beside it for a moment, so that `require`,
 * `require.resolve`, `__dirname` and the packages it imports resolve from the site's folder, then it is imported.
 */
export async function loadDocusaurusConfig(file: string): Promise<LoadedDocusaurusConfig> {
  const text = await readFile(file, 'utf8');
  const siteDir = path.dirname(file);
  const compiledModules = new Map<string, string>();
  const { code, specifiers } = await compileConfig(file, compiledModules).catch(async (error: unknown) => {
    await removeCompiledModules(compiledModules);
    throw error;
  });
  const temporary = path.join(siteDir, `.${path.basename(file)}.kran-migrate-${process.pid}-${Date.now()}.mjs`);
  const footer = specifiers
    .map((specifier, index) => `import * as __kranModule${index} from ${JSON.stringify(specifier)};`)
    .join('\n');
  const written = (specifier: string) => compiledModules.get(specifier) ?? specifier;
  const list = specifiers
    .map((specifier, index) => `[${JSON.stringify(written(specifier))}, __kranModule${index}]`)
    .join(', ');
  await writeFile(temporary, `${banner(file)}\n${code}\n${footer}\nexport const __kranImported = [${list}];\n`);
  try {
    const module = (await importReportingLoadErrors(pathToFileURL(temporary).href).catch((error: unknown) => {
      throw loadError(file, error);
    })) as { default?: unknown; __kranImported: [string, unknown][]; __kranRequired: [string, unknown][] };
    const exported = await Promise.resolve(
      typeof module.default === 'function' ? (module.default as () => unknown)() : module.default,
    ).catch((error: unknown) => {
      throw loadError(file, error);
    });
    if (typeof exported !== 'object' || exported === null) {
      throw new MigrateError(
        `${path.basename(file)} exports ${exported === undefined ? 'nothing' : typeof exported}, not a config object.`,
        { file },
        'Export the config as Docusaurus reads it: `module.exports = { ... }` or `export default { ... }`.',
      );
    }
    const imports = [...module.__kranImported, ...module.__kranRequired].map(([specifier, value]) => ({
      specifier,
      value,
    }));
    return { file, text, config: exported as Record<string, unknown>, imports };
  } finally {
    await rm(temporary, { force: true });
    await removeCompiledModules(compiledModules);
  }
}

/**
 * Imports a module. When a CommonJS package throws while an ES module imports it (`Cannot find module 'react'`),
 * Node 20 rejects the import and then reports the same error as uncaught, which ends the process with its stack:
 * that report is caught here, and the import's failure is what the caller sees.
 */
async function importReportingLoadErrors(url: string): Promise<unknown> {
  const reported: unknown[] = [];
  const onUncaught = (error: unknown) => reported.push(error);
  process.on('uncaughtException', onUncaught);
  const settled = await import(url).then(
    (module: unknown) => ({ module }),
    (error: unknown) => ({ error }),
  );
  // Node reports the error as uncaught in the turn after the import failed.
  await new Promise((resolve) => setImmediate(resolve));
  process.off('uncaughtException', onUncaught);
  if ('error' in settled) throw settled.error;
  if (reported.length > 0) throw reported[0];
  return settled.module;
}

async function removeCompiledModules(compiledModules: ReadonlyMap<string, string>): Promise<void> {
  await Promise.all([...compiledModules.keys()].map((compiled) => rm(compiled, { force: true })));
}

/**
 * The config as one ES module's code, with the packages and JavaScript files it imports left to be imported. A
 * TypeScript module of the site it imports (`import plugin from './src/plugins/deflist'`) is compiled for Node beside
 * itself and imported from there; `compiledModules` maps each such file to the specifier the config wrote.
 */
async function compileConfig(
  file: string,
  compiledModules: Map<string, string>,
): Promise<{ code: string; specifiers: string[] }> {
  try {
    const result = await threadEsbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      metafile: true,
      plugins: [
        {
          name: 'kran-migrate-externals',
          setup(build) {
            // Packages, and the site's JavaScript files (`require('./src/plugins/x')`), are imported as they are:
            // a function from one is then written into site.config.ts as an import of the same file.
            build.onResolve({ filter: /.*/ }, async (args) => {
              if (args.kind === 'entry-point' || args.path.startsWith('<')) return undefined;
              const isRelative = args.path.startsWith('.') || path.isAbsolute(args.path);
              if (!isRelative || /\.(c|m)?js$|\.json$/.test(args.path)) return { path: args.path, external: true };
              const isOwnResolve = (args.pluginData as { isOwnResolve?: boolean } | undefined)?.isOwnResolve;
              if (isOwnResolve || args.importer !== file || args.kind !== 'import-statement') return undefined;
              const resolved = await build.resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                importer: args.importer,
                pluginData: { isOwnResolve: true },
              });
              if (resolved.errors.length > 0 || !/\.[cm]?tsx?$/.test(resolved.path)) return undefined;
              const compiled = await compileSiteModule(resolved.path);
              compiledModules.set(compiled, args.path);
              return { path: compiled, external: true };
            });
          },
        },
      ],
    });
    return { code: result.outputFiles[0]!.text, specifiers: staticImports(result.metafile) };
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
      .errors?.[0];
    throw new MigrateError(
      `${path.basename(file)} does not compile: ${first?.text ?? String(error)}`,
      first?.location
        ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 }
        : { file },
      'Fix the file so that `docusaurus build` would load it, then run kran migrate again.',
    );
  }
}

/** A TypeScript module of the site as an ES module beside it, its packages left to Node to import from there. */
async function compileSiteModule(file: string): Promise<string> {
  const compiled = path.join(
    path.dirname(file),
    `.${path.basename(file)}.kran-migrate-${process.pid}-${Date.now()}.mjs`,
  );
  await threadEsbuild.build({
    entryPoints: [file],
    outfile: compiled,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  return compiled;
}

/**
 * The packages and files the config imports with `import` statements (its `require` calls are recorded as they run),
 * as the compiled code still imports them: an import of types only (`import { Root } from 'mdast'` in a TypeScript
 * config) is gone from it, as Docusaurus's loader removes it too.
 */
function staticImports(metafile: Metafile): string[] {
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
  const specifiers = imports
    .filter((entry) => entry.external && entry.kind === 'import-statement' && !/^(node:|<)/.test(entry.path))
    .map((entry) => entry.path);
  return [...new Set(specifiers)];
}

/** `require`, `require.resolve`, `__filename` and `__dirname` as the config file would have them, each require recorded. */
function banner(file: string): string {
  return [
    "import { createRequire as __kranCreateRequire } from 'node:module';",
    'const __kranRequire = __kranCreateRequire(import.meta.url);',
    'export const __kranRequired = [];',
    'const require = Object.assign(',
    '  (specifier) => { const value = __kranRequire(specifier); __kranRequired.push([specifier, value]); return value; },',
    '  { resolve: __kranRequire.resolve, cache: __kranRequire.cache },',
    ');',
    `const __filename = ${JSON.stringify(file)};`,
    `const __dirname = ${JSON.stringify(path.dirname(file))};`,
  ].join('\n');
}

function loadError(file: string, error: unknown): MigrateError {
  const message = error instanceof Error ? error.message : String(error);
  return new MigrateError(
    `${path.basename(file)} failed while loading: ${message}`,
    { file },
    "kran migrate runs the config as Docusaurus does, from the site folder: install the site's dependencies " +
      '(npm install) and check that `docusaurus build` loads it.',
  );
}
