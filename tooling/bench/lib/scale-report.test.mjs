import { describe, expect, it } from 'vitest';
import { javaScriptCell, scaleRows } from './scale-report.mjs';

const row = {
  posts: 10_000,
  docs: 1000,
  pages: 12_500,
  outputBytes: 400 * 1024 * 1024,
  cold: { wallMs: 25_000, cpuMs: 30_000, peakRssBytes: 1200 * 1024 * 1024 },
  edit: { ms: 12_000, previewMs: 150 },
  buildEdit: { wallMs: 1500 },
  entryJsGzipBytes: 70 * 1024,
  javaScriptPerKind: {
    page: { gzipBytes: 80 * 1024 },
    blogPost: { gzipBytes: 88 * 1024 },
    doc: { gzipBytes: 91 * 1024 },
  },
};

describe('scaleRows', () => {
  it('gives pages per second and milliseconds per page from the cold build', () => {
    expect(scaleRows([row])).toEqual([
      [
        '10,000 + 1,000',
        '12,500',
        '25.0 s',
        '500',
        '2.00',
        '30.0 s',
        '1200.0 MB',
        '0.15 s',
        '12.0 s',
        '1.50 s',
        'blogPost 88.0 KB, doc 91.0 KB',
        '400.0 MB',
      ],
    ]);
  });

  it('shows a dash for the one-edit kran build of results measured before it was', () => {
    const { buildEdit, ...withoutBuildEdit } = row;
    expect(buildEdit).toBeDefined();
    expect(scaleRows([withoutBuildEdit])[0]?.[9]).toBe('–');
  });

  it('shows a dash for the edited page of results measured before kran dev wrote it first', () => {
    const { previewMs, ...edit } = row.edit;
    expect(previewMs).toBeDefined();
    expect(scaleRows([{ ...row, edit }])[0]?.[7]).toBe('–');
  });
});

describe('javaScriptCell', () => {
  it('falls back to the start JavaScript when the build does not report it per page kind', () => {
    const { javaScriptPerKind, ...withoutKinds } = row;
    expect(javaScriptPerKind).toBeDefined();
    expect(javaScriptCell(withoutKinds)).toBe('70.0 KB at start');
  });
});
