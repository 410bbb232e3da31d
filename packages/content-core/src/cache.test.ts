import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache.js';

describe('ContentCache.readText', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kran-cache-')), 'post.md');

  it('reads a file again once it has changed, even to the same size', () => {
    const cache = new ContentCache();
    writeFileSync(file, 'Erste Fassung');
    expect(cache.readText(file)).toBe('Erste Fassung');
    writeFileSync(file, 'Zweite, längere Fassung');
    expect(cache.readText(file)).toBe('Zweite, längere Fassung');
    writeFileSync(file, 'Dritte, längere Fassung');
    expect(cache.readText(file)).toBe('Dritte, längere Fassung');
  });
});
