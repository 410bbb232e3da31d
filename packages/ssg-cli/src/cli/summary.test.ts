import { describe, expect, it } from 'vitest';
import { summaryLines } from './summary';

const summary = {
  routes: 524,
  outDir: '/srv/podman-de/build',
  output: { bytes: 31_876_000, files: 3_412 },
  phases: [
    { name: 'content', ms: 1259 },
    { name: 'render', ms: 886 },
  ],
  entryJsBytes: 216_883,
  entryJsGzipBytes: 73_523,
  javaScriptPerKind: { blogPost: { bytes: 250_000, gzipBytes: 85_000 }, doc: { bytes: 278_528, gzipBytes: 95_232 } },
};

describe('summaryLines', () => {
  it('names pages, folder, time and speed, the phases, the output size, and the JavaScript sizes', () => {
    expect(summaryLines(summary, 2.5, '/srv/podman-de')).toEqual([
      'Built 524 pages into build in 2.50 s (210 pages/s).',
      '  phases: content 1259 ms, render 886 ms',
      '  output: 30.4 MB in 3412 files',
      '  JavaScript loaded at start: 211.8 KB minified, 71.8 KB gzip',
      '  JavaScript of the largest page (doc): 272.0 KB minified, 93.0 KB gzip',
    ]);
  });

  it('says how many pages were rendered and how many were unchanged since the last build', () => {
    const lines = summaryLines({ ...summary, renderedPages: 3 }, 0.5, '/srv/podman-de');
    expect(lines[2]).toBe('  pages: 3 rendered, 521 unchanged since the last build');
    expect(summaryLines({ ...summary, renderedPages: 524 }, 0.5, '/srv/podman-de')).toHaveLength(5);
  });

  it('says how many of a large site’s search indexes were made anew, and nothing of a single index', () => {
    const lines = summaryLines({ ...summary, searchIndexes: { indexes: 8, madeAnew: 1 } }, 0.5, '/srv/podman-de');
    expect(lines[2]).toBe('  search: 8 indexes, 1 of them made anew, 7 taken from the cache');
    expect(summaryLines({ ...summary, searchIndexes: { indexes: 1, madeAnew: 1 } }, 0.5, '/srv/podman-de')).toEqual(
      summaryLines(summary, 0.5, '/srv/podman-de'),
    );
  });

  it('gives a small output in KB and a folder outside the working directory relative to it', () => {
    const lines = summaryLines(
      { ...summary, outDir: '/tmp/out', output: { bytes: 52_224, files: 12 } },
      1,
      '/srv/podman-de',
    );
    expect(lines[0]).toBe('Built 524 pages into ../../tmp/out in 1.00 s (524 pages/s).');
    expect(lines[2]).toBe('  output: 51.0 KB in 12 files');
  });

  it('names each locale of a site in several languages with its base URL and pages', () => {
    const locales = [
      { code: 'en', baseUrl: '/', routes: 262 },
      { code: 'de', baseUrl: '/de/', routes: 262 },
    ];
    expect(summaryLines({ ...summary, locales }, 2.5, '/srv/podman-de')[1]).toBe(
      '  locales: en at / (262 pages), de at /de/ (262 pages)',
    );
  });
});
