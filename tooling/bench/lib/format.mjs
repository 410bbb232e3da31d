/**
 * Bytes as KB or MB with one decimal (1 KB = 1024 bytes).
 * @param {number | undefined} bytes
 */
export function formatBytes(bytes) {
  if (bytes === undefined) return '–';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {number | undefined} ms */
export function formatSeconds(ms) {
  return ms === undefined ? '–' : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/**
 * A ratio as `12.3×`; `–` when there is none.
 * @param {number | undefined} value
 */
export function formatRatio(value) {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)}×`;
}

/** @param {unknown} cell */
function escapeCell(cell) {
  return String(cell).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/**
 * A GitHub markdown table; the first column is left-aligned, the others right-aligned.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function markdownTable(headers, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
  const rule = `|${headers.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * A plain-text table for the terminal, columns padded to their widest cell.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function textTable(headers, rows) {
  const all = [headers, ...rows].map((cells) => cells.map(String));
  const widths = headers.map((_, column) => Math.max(...all.map((cells) => cells[column]?.length ?? 0)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...all.slice(1).map(line)].join('\n');
}
