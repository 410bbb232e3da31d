import type { BrokenLink } from './locate-broken-links.js';

/** Pages named for a link the theme makes before the rest are counted. */
const PAGES_NAMED = 3;

/**
 * The broken links as the CLI prints them: grouped by the file that writes them, each at its line and column
 * with what is missing and a near target; links the theme makes last, with the pages that show them.
 */
export function formatBrokenLinks(links: BrokenLink[], heading: string): string {
  const byFile = new Map<string, BrokenLink[]>();
  const fromTheme: BrokenLink[] = [];
  for (const link of links) {
    if (!link.location) fromTheme.push(link);
    else byFile.set(link.location.file, [...(byFile.get(link.location.file) ?? []), link]);
  }
  const lines = [heading];
  for (const file of [...byFile.keys()].sort()) {
    lines.push(file);
    for (const link of byFile.get(file)!.sort(byPlace)) {
      const { line, column } = link.location!;
      lines.push(`  ${line === undefined ? '' : `${line}:${column ?? 1}  `}${link.target} → ${problemOf(link)}`);
    }
  }
  if (fromTheme.length > 0) {
    lines.push('Links of the theme or generated pages (not written in a markdown file or site.config.ts)');
    for (const link of fromTheme) lines.push(`  ${link.target} → ${problemOf(link)}, on ${pagesOf(link.pages)}`);
  }
  return lines.join('\n');
}

function problemOf(link: BrokenLink): string {
  const guess = link.suggestion ? ` (did you mean ${link.suggestion}?)` : '';
  if (link.problem === 'outsideBaseUrl') return "leads outside the site's base URL";
  if (link.problem === 'caseOnly')
    return `no page at ${link.path}, but at ${link.suggestion}, which differs only in case`;
  if (link.problem === 'anchor') return `no element with the id "${link.anchor}" on ${link.path}${guess}`;
  return `no ${link.problem} at ${link.path}${guess}`;
}

function pagesOf(pages: string[]): string {
  const sorted = [...pages].sort();
  const named = sorted.slice(0, PAGES_NAMED).join(', ');
  const more = sorted.length - PAGES_NAMED;
  return more > 0 ? `${named} and ${more} more ${more === 1 ? 'page' : 'pages'}` : named;
}

function byPlace(a: BrokenLink, b: BrokenLink): number {
  return (a.location!.line ?? 0) - (b.location!.line ?? 0) || (a.location!.column ?? 0) - (b.location!.column ?? 0);
}
