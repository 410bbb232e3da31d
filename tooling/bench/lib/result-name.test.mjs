import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshResultName } from './result-name.mjs';

describe('freshResultName', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-results-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("names a day's first run by its kind and date", () => {
    expect(freshResultName(dir, 'compare', '2026-11-29')).toBe('compare-2026-11-29');
    expect(freshResultName(path.join(dir, 'missing'), 'compare', '2026-11-29')).toBe('compare-2026-11-29');
  });

  it("numbers a later run of the same day instead of writing over the earlier one's files", async () => {
    await writeFile(path.join(dir, 'compare-2026-11-29.md'), '');
    await writeFile(path.join(dir, 'scale-2026-11-29.json'), '');
    expect(freshResultName(dir, 'compare', '2026-11-29')).toBe('compare-2026-11-29-2');
    await writeFile(path.join(dir, 'compare-2026-11-29-2.json'), '');
    expect(freshResultName(dir, 'compare', '2026-11-29')).toBe('compare-2026-11-29-3');
    expect(freshResultName(dir, 'scale', '2026-11-28')).toBe('scale-2026-11-28');
  });
});
