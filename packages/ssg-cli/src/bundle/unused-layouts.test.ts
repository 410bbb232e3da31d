import { build } from 'esbuild';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAfterApp } from './load-after-app.js';
import { leaveOutUnusedLayouts } from './unused-layouts.js';

let dir: string;
const file = (name: string) => path.join(dir, name);

// The app loads three layouts; a and b share `aside`, and b's kind hosts c (as the docs' chunk hosts their index).
const sources: Record<string, string> = {
  'app.js': `export const layouts = { a: () => import('./page-layouts/a.js'), b: () => import('./page-layouts/b.js') };`,
  'aside.js': `export const aside = () => 'the aside both layouts show';`,
  'page-layouts/a.js': `import { aside } from '../aside.js'; export default () => aside() + ' in layout a';`,
  'page-layouts/b.js': `import { aside } from '../aside.js'; export default () => aside() + ' in layout b';`,
};
const theme = { layoutChunk: /[\\/]page-layouts[\\/](\w+)\.js$/, layoutChunkHosts: { c: 'b' } };

async function bundle(routeKinds: string[]) {
  const result = await build({
    entryPoints: [file('app.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: file('out'),
    absWorkingDir: dir,
    plugins: [leaveOutUnusedLayouts(theme, routeKinds), loadAfterApp(file('app.js'))],
    logLevel: 'silent',
  });
  return result.outputFiles.map((output) => output.text);
}

beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(tmpdir(), 'kran-unused-layouts-')));
  await mkdir(file('page-layouts'));
  for (const [name, source] of Object.entries(sources)) await writeFile(file(name), source);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('leaveOutUnusedLayouts', () => {
  it('bundles the layout of each kind the site has pages of, and code they share once, in a chunk of its own', async () => {
    const outputs = await bundle(['a', 'b']);
    const withAside = outputs.filter((text) => text.includes('the aside both layouts show'));
    expect(withAside).toHaveLength(1);
    expect(withAside[0]).not.toContain('in layout a');
    expect(outputs.some((text) => text.includes('in layout b'))).toBe(true);
    expect(outputs.join('\n')).not.toContain('has no page of kind');
  });

  it("leaves out a layout no page uses, so the code it shared stays in the other layout's chunk", async () => {
    const outputs = await bundle(['a']);
    expect(outputs.some((text) => text.includes('in layout b'))).toBe(false);
    const layoutA = outputs.find((text) => text.includes('the aside both layouts show'));
    expect(layoutA).toContain('in layout a');
    expect(outputs.join('\n')).toContain('This site has no page of kind b, so its layout is not part of the bundle.');
  });

  it('keeps the chunk that hosts the layout of a kind the site has pages of', async () => {
    const outputs = await bundle(['a', 'c']);
    expect(outputs.join('\n')).not.toContain('has no page of kind');
  });
});
