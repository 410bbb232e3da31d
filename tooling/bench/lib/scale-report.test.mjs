import { describe, expect, it } from 'vitest';
import { docusaurusScaleRows, javaScriptCell, scaleRows } from './scale-report.mjs';

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

describe('docusaurusScaleRows', () => {
  const MB = 1024 * 1024;
  const measured = (/** @type {number} */ wallMs, /** @type {boolean} */ timedOut) => ({
    wallMs,
    cpuMs: wallMs * 1.5,
    peakRssBytes: 2000 * MB,
    timedOut,
  });

  it("puts Docusaurus 3.10 Faster's cold build, its build after one edit and its output beside Kran's cold build", () => {
    const docusaurusFaster = {
      limitMs: 900_000,
      cold: measured(250_000, false),
      edit: measured(100_000, false),
      outputBytes: 300 * MB,
      htmlFiles: 12_400,
    };
    expect(docusaurusScaleRows([{ ...row, docusaurusFaster }])).toEqual([
      ['10,000 + 1,000', '250.0 s', '375.0 s', '2000.0 MB', '100.0 s', '300.0 MB', '12,400', '25.0 s', '10×'],
    ]);
  });

  it('says when Docusaurus did not finish within its limit, with the peak until then as a lower bound', () => {
    const docusaurusFaster = { limitMs: 600_000, cold: measured(600_100, true) };
    expect(docusaurusScaleRows([{ ...row, docusaurusFaster }])).toEqual([
      [
        '10,000 + 1,000',
        'not finished within 600.0 s',
        '–',
        '2000.0 MB or more',
        '–',
        '–',
        '–',
        '25.0 s',
        'more than 24×',
      ],
    ]);
  });

  it('has no row for a size Docusaurus was not asked to build', () => {
    expect(docusaurusScaleRows([row])).toEqual([]);
  });
});
