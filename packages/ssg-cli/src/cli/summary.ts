import path from 'node:path';
import type { BuildSummary } from '../types.js';

/**
 * The lines `kran build` ends with: pages and speed, time per phase, the pages taken over from the last build (if
 * any), the search indexes of a site whose index is split, output size, and JavaScript sizes.
 */
export function summaryLines(
  summary: Pick<
    BuildSummary,
    'routes' | 'outDir' | 'output' | 'phases' | 'entryJsBytes' | 'entryJsGzipBytes' | 'javaScriptPerKind'
  > &
    Partial<Pick<BuildSummary, 'renderedPages' | 'isUnchanged' | 'locales' | 'searchIndexes'>>,
  seconds: number,
  cwd: string,
): string[] {
  const largest = Object.entries(summary.javaScriptPerKind).sort(([, a], [, b]) => b.bytes - a.bytes)[0];
  const outDir = path.relative(cwd, summary.outDir) || '.';
  return [
    summary.isUnchanged
      ? `Nothing changed since the last build: ${outDir} holds its ${summary.routes} pages (checked in ${seconds.toFixed(2)} s).`
      : `Built ${summary.routes} pages into ${outDir} in ${seconds.toFixed(2)} s (${Math.round(summary.routes / seconds)} pages/s).`,
    ...(summary.locales
      ? [
          `  locales: ${summary.locales.map((locale) => `${locale.code} at ${locale.baseUrl} (${locale.routes} pages)`).join(', ')}`,
        ]
      : []),
    `  phases: ${summary.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}`,
    ...(!summary.isUnchanged && summary.renderedPages !== undefined && summary.renderedPages < summary.routes
      ? [
          `  pages: ${summary.renderedPages} rendered, ${summary.routes - summary.renderedPages} unchanged since the last build`,
        ]
      : []),
    ...(summary.searchIndexes && summary.searchIndexes.indexes > 1 && !summary.isUnchanged
      ? [
          `  search: ${summary.searchIndexes.indexes} indexes, ${summary.searchIndexes.madeAnew} of them made anew, ` +
            `${summary.searchIndexes.indexes - summary.searchIndexes.madeAnew} taken from the cache`,
        ]
      : []),
    ...(summary.output ? [`  output: ${formatSize(summary.output.bytes)} in ${summary.output.files} files`] : []),
    `  JavaScript loaded at start: ${kilobytes(summary.entryJsBytes)} KB minified, ${kilobytes(summary.entryJsGzipBytes)} KB gzip`,
    ...(largest
      ? [
          `  JavaScript of the largest page (${largest[0]}): ${kilobytes(largest[1].bytes)} KB minified, ${kilobytes(largest[1].gzipBytes)} KB gzip`,
        ]
      : []),
  ];
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${kilobytes(bytes)} KB`;
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
