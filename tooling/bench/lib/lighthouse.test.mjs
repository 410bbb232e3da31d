import { describe, expect, it } from 'vitest';
import { categoryScores, metricValues } from './lighthouse.mjs';

describe('categoryScores', () => {
  it('gives each category 0–100, and null where Lighthouse could not score it', () => {
    expect(
      categoryScores({
        categories: { performance: { score: 0.944 }, accessibility: { score: null }, seo: { score: 1 } },
      }),
    ).toEqual({ performance: 94, accessibility: null, 'best-practices': null, seo: 100 });
  });
});

describe('metricValues', () => {
  it('gives total blocking time and largest contentful paint in whole milliseconds', () => {
    expect(
      metricValues({
        audits: {
          'total-blocking-time': { numericValue: 148.6 },
          'largest-contentful-paint': { numericValue: 1210.2 },
        },
      }),
    ).toEqual({ 'total blocking time (ms)': 149, 'largest contentful paint (ms)': 1210 });
  });

  it('is null for a metric the report lacks', () => {
    expect(metricValues({ audits: {} })['total blocking time (ms)']).toBeNull();
  });
});
