import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedOutput, writeFileAtomically } from './write-output';

// The pid of a process that has ended, as a killed build leaves it in its folder names.
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

function outputFolder(): { parent: string; outDir: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'kran-output-'));
  const outDir = path.join(parent, 'build');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'index.html'), 'alt');
  return { parent, outDir };
}

describe('StagedOutput', () => {
  it('swaps the staged folder in place of the output only on swapIn, and removes the previous output and the scratch folder', async () => {
    const { outDir } = outputFolder();
    const staged = new StagedOutput(outDir);
    await staged.prepare();
    await staged.write('index.html', 'neu');
    mkdirSync(staged.scratchDir);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('alt');
    await staged.swapIn();
    await staged.removeLeftovers();
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('neu');
    expect(readdirSync(path.dirname(outDir))).toEqual(['build']);
  });

  it('removes the staging folders of killed builds and keeps those of running ones', async () => {
    const { parent, outDir } = outputFolder();
    const killed = `.build-staging-${endedPid()}-1700000000000`;
    const running = `.build-staging-${process.pid}-1700000000000`;
    for (const name of [killed, `${killed}-scratch`, running, '.build-staging-notes'])
      mkdirSync(path.join(parent, name));
    const staged = new StagedOutput(outDir);
    await staged.prepare();
    expect(readdirSync(parent).sort()).toEqual(
      ['.build-staging-notes', path.basename(staged.dir), running, 'build'].sort(),
    );
  });

  it('discards the staged and scratch folders of a failed build', async () => {
    const { parent, outDir } = outputFolder();
    const staged = new StagedOutput(outDir);
    await staged.prepare();
    mkdirSync(staged.scratchDir);
    await staged.discard();
    expect(readdirSync(parent)).toEqual(['build']);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('alt');
  });

  it('puts the previous output back when a build was killed between the two renames of its commit', async () => {
    const { parent, outDir } = outputFolder();
    const killed = path.join(parent, `.build-staging-${endedPid()}-1700000000000`);
    mkdirSync(killed);
    writeFileSync(path.join(killed, 'index.html'), 'halb');
    renameSync(outDir, `${killed}-previous`);
    expect(existsSync(outDir)).toBe(false);
    await new StagedOutput(outDir).prepare();
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('alt');
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(`${killed}-previous`)).toBe(false);
  });
});

describe('writeFileAtomically', () => {
  it('replaces a file whole, creating its folder, and leaves no temporary file behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-atomic-'));
    const file = path.join(dir, '.ssg', 'entry-client.js');
    await writeFileAtomically(file, 'erste Fassung');
    await writeFileAtomically(file, 'zweite Fassung');
    expect(readFileSync(file, 'utf8')).toBe('zweite Fassung');
    expect(readdirSync(path.dirname(file))).toEqual(['entry-client.js']);
  });

  it('keeps the old file for a reader that opened it while the new one is written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-atomic-'));
    const file = path.join(dir, 'site.config.mjs');
    writeFileSync(file, 'alt');
    const reader = openSync(file, 'r');
    await writeFileAtomically(file, 'neu');
    const buffer = Buffer.alloc(3);
    readSync(reader, buffer, 0, 3, 0);
    closeSync(reader);
    expect(buffer.toString()).toBe('alt');
    expect(readFileSync(file, 'utf8')).toBe('neu');
  });
});
