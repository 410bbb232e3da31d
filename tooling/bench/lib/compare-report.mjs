// Turns the result of `pnpm bench:compare` into tables: builds side by side, then pages in the browser.
import { formatBytes, formatRatio, formatSeconds, markdownTable, textTable } from './format.mjs';
import { gzipOf } from './request-summary.mjs';
import { ratio } from './stats.mjs';

/**
 * @typedef {import('./stats.mjs').Summary} Summary
 * @typedef {import('./request-summary.mjs').PhaseSummary} PhaseSummary
 * @typedef {{ wallMs: Summary; cpuMs: Summary; peakRssBytes: Summary }} RunSummary
 * @typedef {{ cold: RunSummary; warm: RunSummary; edit?: RunSummary; output: import('./output-stats.mjs').OutputStats }} ToolBuilds
 * @typedef {object} PageMeasurement
 * @property {PhaseSummary} firstLoad
 * @property {import('./request-summary.mjs').Totals} startupScripts
 * @property {PhaseSummary} afterLoad
 * @property {PhaseSummary} prefetched
 * @property {PhaseSummary & { to: string }} [navigation]
 * @typedef {{ name: string; path: string; docusaurus: PageMeasurement; kran: PageMeasurement }} ComparedPage
 * @typedef {Record<string, number | null>} LighthouseScores
 * @typedef {object} LighthouseResult
 * @property {string} version
 * @property {{ name: string; path: string; docusaurus: LighthouseScores; kran: LighthouseScores }[]} pages
 * @typedef {object} SearchFigures
 * @property {import('./search-measure.mjs').SearchIndexStats} index
 * @property {PhaseSummary & { query: string; path: string; results: number }} firstQuery
 * @typedef {object} CompareResult
 * @property {string} date
 * @property {{ description: string; loadAverageBefore: string; loadAverageAfter: string }} machine
 * @property {{ includesPages?: boolean; description: string }} content
 * @property {{ docusaurus: ToolBuilds; kran: ToolBuilds }} tools
 * @property {ComparedPage[]} pages
 * @property {SearchFigures} [search]
 * @property {LighthouseResult} [lighthouse]
 * @property {string[]} notes
 */

export const TOOL_HEADERS = ['', 'Docusaurus 2.4.3', 'Kran', 'Docusaurus / Kran'];

/**
 * @param {string} label
 * @param {number} docusaurus
 * @param {number} kran
 * @param {(value: number) => string} format
 */
function row(label, docusaurus, kran, format) {
  return [label, format(docusaurus), format(kran), formatRatio(ratio(docusaurus, kran))];
}

/**
 * @param {Summary} summary
 * @param {(value: number) => string} format
 */
function spread(summary, format) {
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

/**
 * Rows of the build table: medians with min–max, peak memory, CPU, output.
 * @param {{ docusaurus: ToolBuilds; kran: ToolBuilds }} tools
 */
export function buildRows({ docusaurus, kran }) {
  /** @type {(label: string, runs: [RunSummary, RunSummary], field: keyof RunSummary, format: (value: number) => string) => string[]} */
  const compared = (label, [docusaurusRuns, kranRuns], field, format) => [
    label,
    spread(docusaurusRuns[field], format),
    spread(kranRuns[field], format),
    formatRatio(ratio(docusaurusRuns[field].median, kranRuns[field].median)),
  ];
  /** @type {(label: string, phase: 'cold' | 'warm', field: keyof RunSummary, format: (value: number) => string) => string[]} */
  const timed = (label, phase, field, format) => compared(label, [docusaurus[phase], kran[phase]], field, format);
  return [
    timed(
      `Cold build, wall time (median of ${docusaurus.cold.wallMs.runs} / ${kran.cold.wallMs.runs}, min–max)`,
      'cold',
      'wallMs',
      formatSeconds,
    ),
    timed('Cold build, CPU time (user + system)', 'cold', 'cpuMs', formatSeconds),
    timed('Cold build, peak RSS of the process tree', 'cold', 'peakRssBytes', formatBytes),
    timed(
      `Warm build, wall time (median of ${docusaurus.warm.wallMs.runs} / ${kran.warm.wallMs.runs})`,
      'warm',
      'wallMs',
      formatSeconds,
    ),
    timed('Warm build, peak RSS', 'warm', 'peakRssBytes', formatBytes),
    // Results of runs before the one-edit figures have none.
    ...(docusaurus.edit && kran.edit
      ? [
          compared(
            `After editing one post, wall time (median of ${docusaurus.edit.wallMs.runs} / ${kran.edit.wallMs.runs})`,
            [docusaurus.edit, kran.edit],
            'wallMs',
            formatSeconds,
          ),
        ]
      : []),
    row('Output size', docusaurus.output.bytes, kran.output.bytes, formatBytes),
    row('Files in the output', docusaurus.output.files, kran.output.files, String),
    row('HTML files', docusaurus.output.htmlFiles, kran.output.htmlFiles, String),
  ];
}

/**
 * Rows of the browser table: per page, first-load JS/CSS (gzip), requests, prefetching, one navigation.
 * @param {ComparedPage[]} pages
 */
export function pageRows(pages) {
  const rows = [];
  for (const { name, path, docusaurus, kran } of pages) {
    /** @type {(label: string, pick: (page: PageMeasurement) => number, format: (value: number) => string) => string[]} */
    const both = (label, pick, format) => row(`${name} ${path}: ${label}`, pick(docusaurus), pick(kran), format);
    rows.push(
      both('JS run to start the page (gzip)', (page) => page.startupScripts.gzipBytes, formatBytes),
      both('scripts run to start the page', (page) => page.startupScripts.requests, String),
      both('JS before the load event (gzip)', (page) => gzipOf(page.firstLoad, 'js'), formatBytes),
      both('CSS on first load (gzip)', (page) => gzipOf(page.firstLoad, 'css'), formatBytes),
      both('requests until load', (page) => page.firstLoad.requests, String),
      both('prefetched after load, no interaction (gzip)', (page) => page.prefetched.gzipBytes, formatBytes),
      both('requests after load', (page) => page.afterLoad.requests, String),
    );
    if (docusaurus.navigation && kran.navigation) {
      rows.push(
        both(
          `click to ${docusaurus.navigation.to}: bytes (gzip)`,
          (page) => page.navigation?.gzipBytes ?? 0,
          formatBytes,
        ),
        both('click: requests', (page) => page.navigation?.requests ?? 0, String),
      );
    }
  }
  return rows;
}

export const LIGHTHOUSE_HEADERS = ['Lighthouse (mobile)', 'Docusaurus 2.4.3', 'Kran'];

/**
 * Rows of the Lighthouse table: one per page and category, scores 0–100.
 * @param {LighthouseResult | undefined} lighthouse
 */
export function lighthouseRows(lighthouse) {
  if (!lighthouse) return [];
  return lighthouse.pages.flatMap(({ name, path, docusaurus, kran }) =>
    Object.keys(kran).map((category) => [
      `${name} ${path}: ${category}`,
      String(docusaurus[category] ?? '–'),
      String(kran[category] ?? '–'),
    ]),
  );
}

export const SEARCH_HEADERS = ['Search (Kran only)', 'Kran'];

/**
 * Rows of the search table: the Pagefind index and what a first query typed into the search box fetches.
 * @param {SearchFigures | undefined} search
 */
export function searchRows(search) {
  if (!search) return [];
  const { index, firstQuery } = search;
  const query = `First query "${firstQuery.query}" typed on ${firstQuery.path}`;
  const javaScript = gzipOf(firstQuery, 'js');
  return [
    ['Pages in the search index', String(index.pages)],
    ['Pagefind folder (script, WebAssembly, index)', `${formatBytes(index.bytes)} in ${index.files} files`],
    ['Index data (chunks, fragments, filters, metadata)', formatBytes(index.indexBytes)],
    ['Index data per indexed page', formatBytes(index.indexBytesPerPage)],
    [`${query}: bytes fetched (gzip)`, formatBytes(firstQuery.gzipBytes)],
    [`${query}: bytes fetched (uncompressed)`, formatBytes(firstQuery.bytes)],
    [`${query}: of which JavaScript (gzip)`, formatBytes(javaScript)],
    [`${query}: of which index and WebAssembly (gzip)`, formatBytes(firstQuery.gzipBytes - javaScript)],
    [`${query}: requests`, String(firstQuery.requests)],
    [`${query}: results shown`, String(firstQuery.results)],
  ];
}

/**
 * The whole report as markdown, with the date and machine it was measured on.
 * @param {CompareResult} result
 */
export function compareMarkdown(result) {
  const { machine } = result;
  return [
    `# Kran vs Docusaurus 2.4.3 on the Podman content (${result.date})`,
    '',
    `Measured on ${machine.description}. Load average before/after: ${machine.loadAverageBefore} / ${machine.loadAverageAfter}.`,
    `Content: ${result.content.description}`,
    '',
    '## Build',
    '',
    markdownTable(TOOL_HEADERS, buildRows(result.tools)),
    '',
    '## In Chromium (fresh cache per page; sizes are the bodies gzipped at level 6)',
    '',
    markdownTable(TOOL_HEADERS, pageRows(result.pages)),
    '',
    ...(result.search
      ? [
          '## Search in Kran (Docusaurus 2.4.3 has none without Algolia; fresh cache, bodies gzipped at level 6)',
          '',
          markdownTable(SEARCH_HEADERS, searchRows(result.search)),
          '',
        ]
      : []),
    ...(result.lighthouse
      ? [
          `## Lighthouse ${result.lighthouse.version}`,
          '',
          markdownTable(LIGHTHOUSE_HEADERS, lighthouseRows(result.lighthouse)),
          '',
        ]
      : []),
    ...result.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** @param {Pick<CompareResult, 'tools' | 'pages' | 'search' | 'lighthouse'>} result */
export function compareText(result) {
  return [
    textTable(TOOL_HEADERS, buildRows(result.tools)),
    '',
    textTable(TOOL_HEADERS, pageRows(result.pages)),
    ...(result.search ? ['', textTable(SEARCH_HEADERS, searchRows(result.search))] : []),
    ...(result.lighthouse ? ['', textTable(LIGHTHOUSE_HEADERS, lighthouseRows(result.lighthouse))] : []),
  ].join('\n');
}
