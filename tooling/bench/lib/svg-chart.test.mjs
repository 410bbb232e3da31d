import { describe, expect, it } from 'vitest';
import { niceMax, scaleChartSvg } from './svg-chart.mjs';

describe('niceMax', () => {
  it('rounds an axis maximum up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(11_300)).toBe(20_000);
    expect(niceMax(17.4)).toBe(20);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(0.4)).toBe(0.5);
    expect(niceMax(0)).toBe(1);
  });
});

describe('scaleChartSvg', () => {
  const svg = scaleChartSvg(
    [
      { pages: 11_300, seconds: 18.2, cpuSeconds: 30.5, rssMegabytes: 1200 },
      { pages: 1150, seconds: 2.1, cpuSeconds: 3.4, rssMegabytes: 300 },
    ],
    { title: 'Kran <scale> & memory' },
  );

  it('draws wall time, CPU time and memory through every size, in order of pages', () => {
    const lines = [...svg.matchAll(/<polyline[^>]* points="([^"]+)"/g)].map((match) => String(match[1]).split(' '));
    expect(lines).toHaveLength(3);
    for (const points of lines) {
      expect(points).toHaveLength(2);
      const [first, second] = points.map((point) => Number(point.split(',')[0]));
      expect(first).toBeLessThan(Number(second));
    }
  });

  it('labels the points with their values and escapes the title', () => {
    expect(svg).toContain('<title>11,300: 18.2</title>');
    expect(svg).toContain('<title>11,300: 30.5</title>');
    expect(svg).toContain('<title>1,150: 300</title>');
    expect(svg).toContain('>wall time</text>');
    expect(svg).toContain('>CPU time</text>');
    expect(svg).toContain('Kran &lt;scale&gt; &amp; memory');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
