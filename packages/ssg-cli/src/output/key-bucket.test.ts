import { describe, expect, it } from 'vitest';
import { bucketOf } from './key-bucket.js';

const postFiles = Array.from({ length: 10_000 }, (_, at) => `blog/2026/11/29/beitrag-${at}/index.html`);

describe('bucketOf', () => {
  it('puts a key in the same bucket every time, within the count', () => {
    for (const key of postFiles.slice(0, 100)) {
      const bucket = bucketOf(key, 32);
      expect(bucket).toBe(bucketOf(key, 32));
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(32);
    }
    expect(bucketOf('anything', 1)).toBe(0);
  });

  it('spreads keys that differ only in their last characters evenly over a power-of-two count', () => {
    for (const count of [2, 16, 32, 128]) {
      const sizes = new Array<number>(count).fill(0);
      for (const key of postFiles) sizes[bucketOf(key, count)]!++;
      const mean = postFiles.length / count;
      expect(Math.min(...sizes)).toBeGreaterThan(mean * 0.7);
      expect(Math.max(...sizes)).toBeLessThan(mean * 1.3);
    }
  });
});
