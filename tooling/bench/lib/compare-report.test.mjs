import { describe, expect, it } from 'vitest';
import {
  buildRows,
  compareMarkdown,
  compareText,
  lighthouseHeaders,
  lighthouseRows,
  pageRows,
  searchRows,
  toolColumns,
  toolHeaders,
} from './compare-report.mjs';
import { summarize } from './stats.mjs';

/** @type {(wallMs: number[], cpuMs: number[], peakRssBytes: number[]) => import('./compare-report.mjs').RunSummary} */
const phase = (wallMs, cpuMs, peakRssBytes) => ({
  wallMs: summarize(wallMs),
  cpuMs: summarize(cpuMs),
  peakRssBytes: summarize(peakRssBytes),
});
const MB = 1024 * 1024;
const tools = {
  docusaurus: {
    cold: phase([130_000, 125_000, 140_000], [120_000, 118_000, 125_000], [1800 * MB, 1900 * MB, 1850 * MB]),
    warm: phase([60_000, 62_000], [50_000, 51_000], [1500 * MB, 1400 * MB]),
    edit: phase([30_000, 32_000], [40_000, 41_000], [1500 * MB, 1400 * MB]),
    output: { bytes: 22 * MB, files: 1555, htmlFiles: 523 },
  },
  'docusaurus-faster': {
    cold: phase([11_500, 11_300, 17_000], [15_000, 14_000, 20_000], [1200 * MB, 1100 * MB, 1300 * MB]),
    warm: phase([7500, 7400], [9000, 9100], [900 * MB, 950 * MB]),
    edit: phase([8000, 8200], [9500, 9600], [950 * MB, 1000 * MB]),
    output: { bytes: 21 * MB, files: 1500, htmlFiles: 523 },
  },
  kran: {
    cold: phase([2500, 2600, 2400], [3000, 3100, 2900], [300 * MB, 310 * MB, 320 * MB]),
    warm: phase([400, 500], [600, 700], [200 * MB, 200 * MB]),
    edit: phase([800, 1000], [1000, 1200], [220 * MB, 230 * MB]),
    output: { bytes: 30 * MB, files: 1649, htmlFiles: 523 },
  },
};
/** @type {(js: number, css: number, requests: number) => import('./request-summary.mjs').PhaseSummary} */
const phaseSummary = (js, css, requests) => ({
  requests,
  bytes: 0,
  gzipBytes: js + css,
  byCategory: { js: { requests: 1, bytes: 0, gzipBytes: js }, css: { requests: 1, bytes: 0, gzipBytes: css } },
});
const pages = [
  {
    name: 'Blog post',
    path: '/blogs/2022/12/07/new',
    docusaurus: {
      firstLoad: phaseSummary(270 * 1024, 14 * 1024, 11),
      startupScripts: { requests: 9, bytes: 0, gzipBytes: 270 * 1024 },
      afterLoad: phaseSummary(80 * 1024, 0, 57),
      prefetched: phaseSummary(80 * 1024, 0, 57),
      navigation: { to: '/blogs/2022/11/11/nvav1.3', ...phaseSummary(3 * 1024, 0, 2) },
    },
    'docusaurus-faster': {
      firstLoad: phaseSummary(170 * 1024, 12 * 1024, 10),
      startupScripts: { requests: 8, bytes: 0, gzipBytes: 170 * 1024 },
      afterLoad: phaseSummary(60 * 1024, 0, 40),
      prefetched: phaseSummary(60 * 1024, 0, 40),
      navigation: { to: '/blogs/2022/11/11/nvav1.3', ...phaseSummary(2 * 1024, 0, 2) },
    },
    kran: {
      firstLoad: phaseSummary(1024, 9 * 1024, 4),
      startupScripts: { requests: 4, bytes: 0, gzipBytes: 85 * 1024 },
      afterLoad: phaseSummary(160 * 1024, 0, 31),
      prefetched: phaseSummary(76 * 1024, 0, 27),
      navigation: { to: '/blogs/2022/11/11/nvav1.3', ...phaseSummary(0, 0, 1) },
    },
  },
];

const columns = toolColumns(tools, { docusaurus: '2.4.3', 'docusaurus-faster': '3.10.2' });

describe('toolColumns and toolHeaders', () => {
  it('puts Docusaurus 2, Docusaurus 3 Faster and Kran side by side, then each Docusaurus ratio to Kran', () => {
    expect(toolHeaders(columns)).toEqual([
      '',
      'Docusaurus 2.4.3',
      'Docusaurus 3.10.2 Faster',
      'Kran',
      'Docusaurus 2.4.3 / Kran',
      'Docusaurus 3.10.2 Faster / Kran',
    ]);
  });

  it('leaves out the Docusaurus 3 column of a result measured before it was in the bench', () => {
    const { 'docusaurus-faster': _faster, ...older } = tools;
    expect(toolHeaders(toolColumns(older, { docusaurus: '2.4.3' }))).toEqual([
      '',
      'Docusaurus 2.4.3',
      'Kran',
      'Docusaurus 2.4.3 / Kran',
    ]);
  });
});

describe('buildRows', () => {
  it("shows medians with their spread and each Docusaurus build's ratio to Kran's median", () => {
    const [wall, , rss] = buildRows(tools, columns);
    expect(wall).toEqual([
      'Cold build, wall time (median of 3 / 3 / 3, min–max)',
      '130.0 s (125.0 s–140.0 s)',
      '11.5 s (11.3 s–17.0 s)',
      '2.50 s (2.40 s–2.60 s)',
      '52×',
      '4.6×',
    ]);
    expect(rss).toEqual([
      'Cold build, peak RSS of the process tree',
      '1850.0 MB (1800.0 MB–1900.0 MB)',
      '1200.0 MB (1100.0 MB–1300.0 MB)',
      '310.0 MB (300.0 MB–320.0 MB)',
      '6.0×',
      '3.9×',
    ]);
  });

  it('compares the build after one edit, and leaves it out of older results', () => {
    const rows = buildRows(tools, columns);
    expect(rows.find((row) => row[0]?.startsWith('After editing one post'))).toEqual([
      'After editing one post, wall time (median of 2 / 2 / 2)',
      '31.0 s (30.0 s–32.0 s)',
      '8.10 s (8.00 s–8.20 s)',
      '0.90 s (0.80 s–1.00 s)',
      '34×',
      '9.0×',
    ]);
    const { edit: _docusaurusEdit, ...docusaurus } = tools.docusaurus;
    const { edit: _kranEdit, ...kran } = tools.kran;
    expect(buildRows({ docusaurus, kran }).some((row) => row[0]?.startsWith('After editing'))).toBe(false);
  });

  it('compares output size and HTML file counts', () => {
    const rows = buildRows(tools, columns);
    expect(rows.find((row) => row[0] === 'HTML files')).toEqual(['HTML files', '523', '523', '523', '1.0×', '1.0×']);
    expect(rows.find((row) => row[0] === 'Output size')).toEqual([
      'Output size',
      '22.0 MB',
      '21.0 MB',
      '30.0 MB',
      '0.7×',
      '0.7×',
    ]);
  });
});

describe('pageRows', () => {
  it('lists the JS a page runs to start and in how many scripts, first-load JS and CSS, prefetching and the click to another post for each page', () => {
    const rows = pageRows(pages, columns);
    expect(rows[0]).toEqual([
      'Blog post /blogs/2022/12/07/new: JS run to start the page (gzip)',
      '270.0 KB',
      '170.0 KB',
      '85.0 KB',
      '3.2×',
      '2.0×',
    ]);
    expect(rows[1]).toEqual([
      'Blog post /blogs/2022/12/07/new: scripts run to start the page',
      '9',
      '8',
      '4',
      '2.3×',
      '2.0×',
    ]);
    expect(rows[2]).toEqual([
      'Blog post /blogs/2022/12/07/new: JS before the load event (gzip)',
      '270.0 KB',
      '170.0 KB',
      '1.0 KB',
      '270×',
      '170×',
    ]);
    expect(rows[3]).toEqual([
      'Blog post /blogs/2022/12/07/new: CSS on first load (gzip)',
      '14.0 KB',
      '12.0 KB',
      '9.0 KB',
      '1.6×',
      '1.3×',
    ]);
    // Scripts the page runs after its load event are not prefetching.
    expect(rows[5]).toEqual([
      'Blog post /blogs/2022/12/07/new: prefetched after load, no interaction (gzip)',
      '80.0 KB',
      '60.0 KB',
      '76.0 KB',
      '1.1×',
      '0.8×',
    ]);
    expect(rows.at(-2)).toEqual([
      'Blog post /blogs/2022/12/07/new: click to /blogs/2022/11/11/nvav1.3: bytes (gzip)',
      '3.0 KB',
      '2.0 KB',
      '0.0 KB',
      '–',
      '–',
    ]);
    expect(rows.at(-1)).toEqual(['Blog post /blogs/2022/12/07/new: click: requests', '2', '2', '1', '2.0×', '2.0×']);
  });
});

const search = {
  index: { pages: 281, files: 402, bytes: 1_950 * 1024, indexBytes: 1_124 * 1024, indexBytesPerPage: 4096 },
  firstQuery: {
    query: 'rootless',
    path: '/docs',
    results: 8,
    requests: 9,
    bytes: 310 * 1024,
    gzipBytes: 120 * 1024,
    byCategory: {
      js: { requests: 3, bytes: 90 * 1024, gzipBytes: 30 * 1024 },
      other: { requests: 6, bytes: 220 * 1024, gzipBytes: 90 * 1024 },
    },
  },
};

describe('searchRows', () => {
  it('gives the index size per indexed page and what the first query fetched, split into code and index', () => {
    expect(searchRows(search)).toEqual([
      ['Pages in the search index', '281'],
      ['Pagefind folder (script, WebAssembly, index)', '1.9 MB in 402 files'],
      ['Index data (chunks, fragments, filters, metadata)', '1.1 MB'],
      ['Index data per indexed page', '4.0 KB'],
      ['First query "rootless" typed on /docs: bytes fetched (gzip)', '120.0 KB'],
      ['First query "rootless" typed on /docs: bytes fetched (uncompressed)', '310.0 KB'],
      ['First query "rootless" typed on /docs: of which JavaScript (gzip)', '30.0 KB'],
      ['First query "rootless" typed on /docs: of which index and WebAssembly (gzip)', '90.0 KB'],
      ['First query "rootless" typed on /docs: requests', '9'],
      ['First query "rootless" typed on /docs: results shown', '8'],
    ]);
  });

  it('gives no rows for a result measured before search was', () => {
    expect(searchRows(undefined)).toEqual([]);
  });
});

describe('lighthouseRows', () => {
  it("gives one row per page and category with every tool's score, and a dash where a tool has none", () => {
    const lighthouse = {
      version: '12.8.2',
      pages: [
        {
          name: 'Home page',
          path: '/',
          docusaurus: { performance: 71, seo: 100 },
          'docusaurus-faster': { performance: 80, seo: null },
          kran: { performance: 99, seo: 100 },
        },
      ],
    };
    expect(lighthouseHeaders(columns)).toEqual([
      'Lighthouse (mobile)',
      'Docusaurus 2.4.3',
      'Docusaurus 3.10.2 Faster',
      'Kran',
    ]);
    expect(lighthouseRows(lighthouse, columns)).toEqual([
      ['Home page /: performance', '71', '80', '99'],
      ['Home page /: seo', '100', '–', '100'],
    ]);
  });
});

describe('compareMarkdown', () => {
  it('names the date, the machine and the content above the tables', () => {
    const markdown = compareMarkdown({
      date: '2026-01-02',
      machine: { description: '2 cores, Node v20.20.2', loadAverageBefore: '0.5', loadAverageAfter: '1.0' },
      content: { description: 'the Podman content' },
      versions: { docusaurus: '2.4.3', 'docusaurus-faster': '3.10.2' },
      tools,
      pages,
      notes: ['Cold means without caches.'],
    });
    expect(markdown).toContain(
      '# Kran vs Docusaurus 2.4.3 and Docusaurus 3.10.2 Faster on the Podman content (2026-01-02)',
    );
    expect(markdown).toContain('Measured on 2 cores, Node v20.20.2.');
    expect(markdown).toContain(
      '|  | Docusaurus 2.4.3 | Docusaurus 3.10.2 Faster | Kran | Docusaurus 2.4.3 / Kran | Docusaurus 3.10.2 Faster / Kran |',
    );
    expect(markdown).toContain(
      '| Cold build, wall time (median of 3 / 3 / 3, min–max) | 130.0 s (125.0 s–140.0 s) | 11.5 s (11.3 s–17.0 s) | 2.50 s (2.40 s–2.60 s) | 52× | 4.6× |',
    );
    expect(markdown).toContain('- Cold means without caches.');
    expect(markdown).not.toContain('Lighthouse');
    expect(markdown).not.toContain('## Search');
  });

  it('adds the search table after the pages when search was measured', () => {
    const markdown = compareMarkdown({
      date: '2026-01-02',
      machine: { description: '2 cores', loadAverageBefore: '0.5', loadAverageAfter: '1.0' },
      content: { description: 'the Podman content' },
      tools,
      pages,
      search,
      notes: [],
    });
    expect(markdown).toContain(
      '## Search in Kran (Docusaurus has none without Algolia or a plugin; fresh cache, bodies gzipped at level 6)',
    );
    expect(markdown).toContain('| Search (Kran only) | Kran |\n| --- | ---: |');
    expect(markdown).toContain('| Index data per indexed page | 4.0 KB |');
    expect(markdown.indexOf('## Search')).toBeGreaterThan(markdown.indexOf('## In Chromium'));
  });
});

describe('compareText', () => {
  it('prints the search figures as a table after the page figures', () => {
    const text = compareText({ tools, pages, search });
    expect(text).toMatch(/First query "rootless" typed on \/docs: bytes fetched \(gzip\) +120\.0 KB/);
    expect(text.indexOf('Index data per indexed page')).toBeGreaterThan(text.indexOf('click: requests'));
  });
});
