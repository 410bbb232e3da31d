import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChangedFilesOutput, InPlaceOutput } from './in-place-output.js';

/** An output folder with a page, an old page in a folder of its own, a data file and a search index. */
async function swappedOutput(): Promise<{ parent: string; output: InPlaceOutput }> {
  const parent = mkdtempSync(path.join(tmpdir(), 'kran-in-place-'));
  const output = new InPlaceOutput(path.join(parent, 'build'));
  const first = output.stage();
  await first.prepare();
  await first.write('index.html', 'Start');
  await first.write('alt/index.html', 'Alte Seite');
  await first.write('_kran/data/a.json', '{"a":1}');
  await first.write('pagefind/fragment/de_1.pf_fragment', 'Fragment');
  await first.swapIn();
  await first.removeLeftovers();
  await output.rememberSwapped();
  return { parent, output };
}

const inodeOf = (file: string) => statSync(file).ino;

describe('InPlaceOutput', () => {
  it('swaps in the whole first build, then stages only the files a build changes', async () => {
    const { parent, output } = await swappedOutput();
    const outDir = output.outDir;
    const unchanged = inodeOf(path.join(outDir, '_kran/data/a.json'));

    const next = output.stage();
    expect(next).toBeInstanceOf(ChangedFilesOutput);
    await next.prepare();
    await next.write('index.html', 'Start, geändert');
    await next.write('_kran/data/a.json', '{"a":1}');
    await next.write('neu/index.html', 'Neue Seite');
    next.files.keepFolder(path.join(next.dir, 'pagefind'));
    expect(readdirSync(next.dir, { recursive: true }).filter((file) => String(file).endsWith('.json'))).toEqual([]);
    const changes = await (next as ChangedFilesOutput).commitChanges(['index.html', 'neu/index.html']);

    expect(changes).toEqual({
      written: expect.arrayContaining(['index.html', 'neu/index.html']),
      removed: ['alt/index.html'],
    });
    expect(changes.written).toHaveLength(2);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('Start, geändert');
    expect(readFileSync(path.join(outDir, 'neu/index.html'), 'utf8')).toBe('Neue Seite');
    expect(inodeOf(path.join(outDir, '_kran/data/a.json'))).toBe(unchanged);
    expect(existsSync(path.join(outDir, 'alt'))).toBe(false);
    expect(existsSync(path.join(outDir, 'pagefind/fragment/de_1.pf_fragment'))).toBe(true);
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('keeps a page that a render worker left unchanged, named among the pages, and removes a dropped data file', async () => {
    const { output } = await swappedOutput();
    const next = output.stage() as ChangedFilesOutput;
    await next.prepare();
    await next.write('_kran/data/b.json', '{"b":2}');
    const changes = await next.commitChanges(['index.html', 'alt/index.html']);

    expect(changes).toEqual({
      written: ['_kran/data/b.json'],
      removed: expect.arrayContaining(['_kran/data/a.json', 'pagefind/fragment/de_1.pf_fragment']),
    });
    expect(readFileSync(path.join(output.outDir, 'alt/index.html'), 'utf8')).toBe('Alte Seite');
    expect(existsSync(path.join(output.outDir, '_kran/data/a.json'))).toBe(false);
  });

  it('leaves the output folder as it was when a build is discarded', async () => {
    const { parent, output } = await swappedOutput();
    const before = readdirSync(output.outDir, { recursive: true }).sort();
    const next = output.stage();
    await next.prepare();
    await next.write('index.html', 'Halb fertig');
    await next.discard();

    expect(readdirSync(output.outDir, { recursive: true }).sort()).toEqual(before);
    expect(readFileSync(path.join(output.outDir, 'index.html'), 'utf8')).toBe('Start');
    expect(readdirSync(parent)).toEqual(['build']);
  });
});
