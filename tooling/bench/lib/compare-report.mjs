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
 * @typedef {{ name: string; path: string; kran: PageMeasurement } & Partial<Record<ComparedTool, PageMeasurement>>} ComparedPage
 * @typedef {Record<string, number | null>} LighthouseScores
 * @typedef {object} LighthouseResult
 * @property {string} version
 * @property {({ name: string; path: string; kran: LighthouseScores } & Partial<Record<ComparedTool, LighthouseScores>>)[]} pages
 * @typedef {object} SearchFigures
 * @property {import('./search-measure.mjs').SearchIndexStats} index
 * @property {PhaseSummary & { query: string; path: string; results: number }} firstQuery
 * @typedef {object} CompareResult
 * @property {string} date
 * @property {{ description: string; loadAverageBefore: string; loadAverageAfter: string }} machine
 * @property {{ includesPages?: boolean; description: string }} content
 * @property {{ kran: ToolBuilds } & Partial<Record<ComparedTool, ToolBuilds>>} tools
 * @property {Partial<Record<string, string>>} [versions]
 * @property {ComparedPage[]} pages
 * @property {SearchFigures} [search]
 * @property {LighthouseResult} [lighthouse]
 * @property {string[]} notes
 */

/** The tools a report compares with Kran, in the order of their columns. */
export const COMPARED_TOOLS = /** @type {const} */ (['docusaurus', 'docusaurus-faster']);

/**
 * @typedef {(typeof COMPARED_TOOLS)[number]} ComparedTool
 * @typedef {ComparedTool | 'kran'} ToolName
 * @typedef {{ name: ToolName; label: string }} ToolColumn
 */

/**
 * The columns of a result: the Docusaurus builds it has (results before Docusaurus 3 have one), then Kran.
 * @param {Partial<Record<ToolName, unknown>>} tools
 * @param {Partial<Record<string, string>>} [versions] the tools' versions as the result names them
 * @returns {ToolColumn[]}
 */
export function toolColumns(tools, versions = {}) {
  /** @type {Record<ToolName, string>} */
  const labels = {
    docusaurus: `Docusaurus ${versions.docusaurus ?? '2.4.3'}`,
    'docusaurus-faster': `Docusaurus ${versions['docusaurus-faster'] ?? '3.10.2'} Faster`,
    kran: 'Kran',
  };
  return [...COMPARED_TOOLS.filter((name) => tools[name] !== undefined), /** @type {const} */ ('kran')].map((name) => ({
    name,
    label: labels[name],
  }));
}

/**
 * The header of a table with every tool's figure, then each Docusaurus build's ratio to Kran.
 * @param {ToolColumn[]} columns
 */
export function toolHeaders(columns) {
  const compared = columns.filter((column) => column.name !== 'kran');
  return ['', ...columns.map((column) => column.label), ...compared.map((column) => `${column.label} / Kran`)];
}

/**
 * A row of figures, one per tool, then each compared tool's ratio to Kran.
 * @param {string} label
 * @param {ToolColumn[]} columns
 * @param {(name: ToolName) => number} pick
 * @param {(value: number) => string} format
 * @param {(name: ToolName) => string} [cell] a tool's own cell (its figure, formatted, by default)
 */
function row(label, columns, pick, format, cell = (name) => format(pick(name))) {
  const kran = pick('kran');
  return [
    label,
    ...columns.map((column) => cell(column.name)),
    ...columns.filter((column) => column.name !== 'kran').map((column) => formatRatio(ratio(pick(column.name), kran))),
  ];
}

/**
 * @param {Summary} summary
 * @param {(value: number) => string} format
 */
function spread(summary, format) {
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

/**
 * Rows of the build table: medians with min–max, peak memory, CPU, output; ratios of the medians.
 * @param {Partial<Record<ToolName, ToolBuilds>> & { kran: ToolBuilds }} tools
 * @param {ToolColumn[]} [columns]
 */
export function buildRows(tools, columns = toolColumns(tools)) {
  const builds = (/** @type {ToolName} */ name) => /** @type {ToolBuilds} */ (tools[name]);
  const runCounts = (/** @type {'cold' | 'warm' | 'edit'} */ phase) =>
    columns.map((column) => builds(column.name)[phase]?.wallMs.runs).join(' / ');
  /** @type {(label: string, phase: 'cold' | 'warm' | 'edit', field: keyof RunSummary, format: (value: number) => string) => string[]} */
  const timed = (label, phase, field, format) => {
    const summaryOf = (/** @type {ToolName} */ name) => /** @type {RunSummary} */ (builds(name)[phase])[field];
    return row(
      label,
      columns,
      (name) => summaryOf(name).median,
      format,
      (name) => spread(summaryOf(name), format),
    );
  };
  /** @type {(label: string, pick: (output: ToolBuilds['output']) => number, format: (value: number) => string) => string[]} */
  const output = (label, pick, format) => row(label, columns, (name) => pick(builds(name).output), format);
  const hasEdit = columns.every((column) => builds(column.name).edit !== undefined);
  return [
    timed(`Cold build, wall time (median of ${runCounts('cold')}, min–max)`, 'cold', 'wallMs', formatSeconds),
    timed('Cold build, CPU time (user + system)', 'cold', 'cpuMs', formatSeconds),
    timed('Cold build, peak RSS of the process tree', 'cold', 'peakRssBytes', formatBytes),
    timed(`Warm build, wall time (median of ${runCounts('warm')})`, 'warm', 'wallMs', formatSeconds),
    timed('Warm build, peak RSS', 'warm', 'peakRssBytes', formatBytes),
    // Results of runs before the one-edit figures have none.
    ...(hasEdit
      ? [timed(`After editing one post, wall time (median of ${runCounts('edit')})`, 'edit', 'wallMs', formatSeconds)]
      : []),
    output('Output size', (stats) => stats.bytes, formatBytes),
    output('Files in the output', (stats) => stats.files, String),
    output('HTML files', (stats) => stats.htmlFiles, String),
  ];
}

/**
 * Rows of the browser table: per page, first-load JS/CSS (gzip), requests, prefetching, one navigation.
 * @param {ComparedPage[]} pages
 * @param {ToolColumn[]} columns
 */
export function pageRows(pages, columns) {
  const rows = [];
  for (const page of pages) {
    const measured = (/** @type {ToolName} */ name) => /** @type {PageMeasurement} */ (page[name]);
    /** @type {(label: string, pick: (page: PageMeasurement) => number, format: (value: number) => string) => string[]} */
    const each = (label, pick, format) =>
      row(`${page.name} ${page.path}: ${label}`, columns, (name) => pick(measured(name)), format);
    rows.push(
      each('JS run to start the page (gzip)', (figures) => figures.startupScripts.gzipBytes, formatBytes),
      each('scripts run to start the page', (figures) => figures.startupScripts.requests, String),
      each('JS before the load event (gzip)', (figures) => gzipOf(figures.firstLoad, 'js'), formatBytes),
      each('CSS on first load (gzip)', (figures) => gzipOf(figures.firstLoad, 'css'), formatBytes),
      each('requests until load', (figures) => figures.firstLoad.requests, String),
      each('prefetched after load, no interaction (gzip)', (figures) => figures.prefetched.gzipBytes, formatBytes),
      each('requests after load', (figures) => figures.afterLoad.requests, String),
    );
    const navigation = measured('kran').navigation;
    if (navigation && columns.every((column) => measured(column.name).navigation)) {
      rows.push(
        each(`click to ${navigation.to}: bytes (gzip)`, (figures) => figures.navigation?.gzipBytes ?? 0, formatBytes),
        each('click: requests', (figures) => figures.navigation?.requests ?? 0, String),
      );
    }
  }
  return rows;
}

/**
 * The header of the Lighthouse table: scores only, no ratios.
 * @param {ToolColumn[]} columns
 */
export function lighthouseHeaders(columns) {
  return ['Lighthouse (mobile)', ...columns.map((column) => column.label)];
}

/**
 * Rows of the Lighthouse table: one per page and category, scores 0–100.
 * @param {LighthouseResult | undefined} lighthouse
 * @param {ToolColumn[]} columns
 */
export function lighthouseRows(lighthouse, columns) {
  if (!lighthouse) return [];
  return lighthouse.pages.flatMap((page) =>
    Object.keys(page.kran).map((category) => [
      `${page.name} ${page.path}: ${category}`,
      ...columns.map((column) => String(page[column.name]?.[category] ?? '–')),
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
  const columns = toolColumns(result.tools, result.versions);
  const docusaurusLabels = columns.filter((column) => column.name !== 'kran').map((column) => column.label);
  const headers = toolHeaders(columns);
  return [
    `# Kran vs ${docusaurusLabels.join(' and ')} on the Podman content (${result.date})`,
    '',
    `Measured on ${machine.description}. Load average before/after: ${machine.loadAverageBefore} / ${machine.loadAverageAfter}.`,
    `Content: ${result.content.description}`,
    '',
    '## Build',
    '',
    markdownTable(headers, buildRows(result.tools, columns)),
    '',
    '## In Chromium (fresh cache per page; sizes are the bodies gzipped at level 6)',
    '',
    markdownTable(headers, pageRows(result.pages, columns)),
    '',
    ...(result.search
      ? [
          '## Search in Kran (Docusaurus has none without Algolia or a plugin; fresh cache, bodies gzipped at level 6)',
          '',
          markdownTable(SEARCH_HEADERS, searchRows(result.search)),
          '',
        ]
      : []),
    ...(result.lighthouse
      ? [
          `## Lighthouse ${result.lighthouse.version}`,
          '',
          markdownTable(lighthouseHeaders(columns), lighthouseRows(result.lighthouse, columns)),
          '',
        ]
      : []),
    ...result.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** @param {Pick<CompareResult, 'tools' | 'versions' | 'pages' | 'search' | 'lighthouse'>} result */
export function compareText(result) {
  const columns = toolColumns(result.tools, result.versions);
  const headers = toolHeaders(columns);
  return [
    textTable(headers, buildRows(result.tools, columns)),
    '',
    textTable(headers, pageRows(result.pages, columns)),
    ...(result.search ? ['', textTable(SEARCH_HEADERS, searchRows(result.search))] : []),
    ...(result.lighthouse
      ? ['', textTable(lighthouseHeaders(columns), lighthouseRows(result.lighthouse, columns))]
      : []),
  ].join('\n');
}
