import { build, type Metafile } from 'esbuild';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesSharedByLayouts } from './layout-shared-modules.js';
import { loadAfterApp } from './load-after-app.js';

let dir: string;
const file = (name: string) => path.join(dir, name);

// main loads the app later; the app uses `core`, and loads two layouts and a menu, which share code.
const sources: Record<string, string> = {
  'main.js': `import('./app.js').then((app) => app.start());`,
  'app.js': `import { core } from './core.js'; import { nav } from './nav.js';
export const start = () => [core(), nav(), import('./layout-a.js'), import('./layout-b.js'), import('./menu.js')];`,
  'core.js': `export const core = () => 'core';`,
  'nav.js': `export const nav = () => 'nav';`,
  'layout-a.js': `import { core } from './core.js'; import { aside } from './aside.js';
export default () => core() + aside() + 'a';`,
  'layout-b.js': `import { core } from './core.js'; import { aside } from './aside.js';
export default () => core() + aside() + 'b';`,
  'aside.js': `export const aside = () => 'aside';`,
  'menu.js': `import { nav } from './nav.js'; export const menu = () => nav();`,
};

async function bundle(plugins: Parameters<typeof build>[0]['plugins'] = []): Promise<Metafile> {
  const result = await build({
    entryPoints: [file('main.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: file('out'),
    absWorkingDir: dir,
    plugins,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The files a page loads at start: main, the app it imports, and everything they import statically. */
function startFiles(metafile: Metafile): string[] {
  const outputs = metafile.outputs;
  const app = Object.keys(outputs).find((output) => outputs[output]!.entryPoint?.endsWith('app.js'))!;
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(app);
  return [...seen];
}

beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(tmpdir(), 'kran-load-after-app-')));
  for (const [name, source] of Object.entries(sources)) await writeFile(file(name), source);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadAfterApp', () => {
  it('puts what the app reaches into one chunk, however many later modules share it, and keeps their exports', async () => {
    const before = startFiles(await bundle());
    const after = await bundle([loadAfterApp(file('app.js'))]);
    expect(before.length).toBeGreaterThan(2);
    expect(startFiles(after)).toHaveLength(2);
    const layout = Object.values(after.outputs).find((output) => output.entryPoint?.endsWith('layout-a.js'));
    expect(layout?.exports).toEqual(['default']);
  });
});

describe('modulesSharedByLayouts', () => {
  it('names the modules two layouts import that the app does not', async () => {
    const metafile = await bundle([loadAfterApp(file('app.js'))]);
    const isLayout = (input: string) => /layout-\w\.js$/.test(input);
    expect(modulesSharedByLayouts(metafile, { isLayout, appModule: file('app.js'), workingDir: dir })).toEqual([
      file('aside.js'),
    ]);
  });
});
