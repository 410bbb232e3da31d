/** What a code fence's meta string says: ```bash title="install.sh" {1,3-4} showLineNumbers live */
export interface CodeMeta {
  title?: string;
  highlightLines: number[];
  showLineNumbers: boolean;
  isLive: boolean;
}

/** Parses a code fence's meta string the way Docusaurus reads it. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  return {
    ...(title ? { title: title[1] ?? title[2] ?? title[3] } : {}),
    highlightLines: ranges ? expandRanges(ranges[1]!) : [],
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
    isLive: /(?:^|\s)live(?:\s|$)/.test(text),
  };
}

/** Highlighting stops at this line, so `{1-999999999}` cannot fill memory with line numbers. */
const MAX_HIGHLIGHTED_LINE = 100_000;

function expandRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [start, end] = part.trim().split('-').map(Number);
    if (!start) continue;
    const last = Math.min(end ?? start, MAX_HIGHLIGHTED_LINE);
    for (let line = start; line <= last; line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}
