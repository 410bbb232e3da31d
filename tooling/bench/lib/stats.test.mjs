import { describe, expect, it } from 'vitest';
import { ratio, summarize } from './stats.mjs';

describe('summarize', () => {
  it('takes the middle value of an odd number of runs', () => {
    expect(summarize([130, 120, 150])).toEqual({ median: 130, min: 120, max: 150, runs: 3 });
  });

  it('averages the two middle values of an even number of runs', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  it('refuses an empty list instead of reporting a median of nothing', () => {
    expect(() => summarize([])).toThrow(/at least one value/);
  });
});

describe('ratio', () => {
  it('divides, and gives no ratio against zero', () => {
    expect(ratio(120, 2.4)).toBeCloseTo(50);
    expect(ratio(5, 0)).toBeUndefined();
  });
});
