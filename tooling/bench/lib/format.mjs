/** Bytes as KB or MB with one decimal (1 KB = 1024 bytes). */
export function formatBytes(bytes) {
  if (bytes === undefined) return '–';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatSeconds(ms) {
  return ms === undefined ? '–' : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** A ratio as `12.3×`; `–` when there is none. */
export function formatRatio(value) {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)}×`;
}

function escapeCell(cell) {
  return String(cell).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** A GitHub markdown table; the first column is left-aligned, the others right-aligned. */
export function markdownTable(headers, rows) {
  const line = (cells) => `| ${cells.map(escapeCell).join(' | ')} |`;
  const rule = `|${headers.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** A plain-text table for the terminal, columns padded to their widest cell. */
export function textTable(headers, rows) {
  const all = [headers, ...rows].map((cells) => cells.map(String));
  const widths = headers.map((_, column) => Math.max(...all.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  return [line(all[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...all.slice(1).map(line)].join('\n');
}
