import { formatBytes, formatRatio, formatSeconds } from './format.mjs';
import { ratio } from './stats.mjs';

export const SCALE_HEADERS = [
  'Posts + docs',
  'Pages built',
  'Cold build',
  'Pages/s',
  'ms per page',
  'CPU time',
  'Peak RSS',
  'One edit, kran dev: edited page',
  'One edit, kran dev: whole site',
  'One edit, kran build',
  'JS per page (gzip)',
  'Output',
];

/**
 * @typedef {object} ScaleRow
 * @property {number} posts
 * @property {number} docs
 * @property {number} pages
 * @property {number} [htmlFiles]
 * @property {number} outputBytes
 * @property {{ wallMs: number; cpuMs: number; peakRssBytes: number; phases?: string }} cold
 * @property {{ ms: number; previewMs?: number; phases?: unknown; peakRssBytes?: number }} edit
 * @property {{ wallMs: number; peakRssBytes?: number; phases?: string }} [buildEdit]
 * @property {number} entryJsGzipBytes
 * @property {Record<string, { bytes?: number; gzipBytes: number }>} [javaScriptPerKind]
 */

/**
 * The JS a first visit loads, gzip: per page kind when the build reports it, else the start files alone.
 * @param {ScaleRow} row
 */
export function javaScriptCell(row) {
  if (!row.javaScriptPerKind) return `${formatBytes(row.entryJsGzipBytes)} at start`;
  return Object.entries(row.javaScriptPerKind)
    .filter(([kind]) => kind === 'blogPost' || kind === 'doc' || kind === 'blogList')
    .map(([kind, size]) => `${kind} ${formatBytes(size.gzipBytes)}`)
    .join(', ');
}

/**
 * One table row per site size.
 * @param {ScaleRow[]} rows
 */
export function scaleRows(rows) {
  return rows.map((row) => [
    `${row.posts.toLocaleString('en-US')} + ${row.docs.toLocaleString('en-US')}`,
    row.pages.toLocaleString('en-US'),
    formatSeconds(row.cold.wallMs),
    String(Math.round(row.pages / (row.cold.wallMs / 1000))),
    (row.cold.wallMs / row.pages).toFixed(2),
    formatSeconds(row.cold.cpuMs),
    formatBytes(row.cold.peakRssBytes),
    formatSeconds(row.edit.previewMs),
    formatSeconds(row.edit.ms),
    row.buildEdit ? formatSeconds(row.buildEdit.wallMs) : '–',
    javaScriptCell(row),
    formatBytes(row.outputBytes),
  ]);
}

export const DOCUSAURUS_SCALE_HEADERS = [
  'Posts + docs',
  'Docusaurus 3.10 Faster: cold build',
  'CPU time',
  'Peak RSS',
  'One edit (persistent cache)',
  'Output',
  'HTML files',
  'Kran: cold build',
  'Docusaurus / Kran (cold)',
];

/**
 * @typedef {{ wallMs: number; cpuMs: number; peakRssBytes: number }} MeasuredBuild
 * @typedef {object} DocusaurusScaleFigures
 * @property {number} limitMs the time each build was given before it was stopped
 * @property {MeasuredBuild & { timedOut: boolean }} cold
 * @property {MeasuredBuild & { timedOut: boolean }} [edit] missing when the cold build did not finish
 * @property {number} [outputBytes]
 * @property {number} [htmlFiles]
 */

/**
 * A build's wall time, or that it was stopped at its limit.
 * @param {MeasuredBuild & { timedOut: boolean }} build
 * @param {number} limitMs
 */
function finishedIn(build, limitMs) {
  return build.timedOut ? `not finished within ${formatSeconds(limitMs)}` : formatSeconds(build.wallMs);
}

/**
 * One row per site size that Docusaurus 3.10 with Faster built too, beside Kran's cold build of the same site.
 * @param {(ScaleRow & { docusaurusFaster?: DocusaurusScaleFigures })[]} rows
 */
export function docusaurusScaleRows(rows) {
  return rows.flatMap((row) => {
    const docusaurus = row.docusaurusFaster;
    if (!docusaurus) return [];
    const { cold, edit, limitMs } = docusaurus;
    const finished = !cold.timedOut;
    return [
      [
        `${row.posts.toLocaleString('en-US')} + ${row.docs.toLocaleString('en-US')}`,
        finishedIn(cold, limitMs),
        finished ? formatSeconds(cold.cpuMs) : '–',
        // The peak until it was stopped is a lower bound.
        `${formatBytes(cold.peakRssBytes)}${finished ? '' : ' or more'}`,
        edit ? finishedIn(edit, limitMs) : '–',
        formatBytes(docusaurus.outputBytes),
        docusaurus.htmlFiles === undefined ? '–' : docusaurus.htmlFiles.toLocaleString('en-US'),
        formatSeconds(row.cold.wallMs),
        finished
          ? formatRatio(ratio(cold.wallMs, row.cold.wallMs))
          : `more than ${formatRatio(limitMs / row.cold.wallMs)}`,
      ],
    ];
  });
}
