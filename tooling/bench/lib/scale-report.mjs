import { formatBytes, formatSeconds } from './format.mjs';

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
