/** What Pagefind reads of a page: the indexed element, the page's language and title. */
export interface SearchDocumentOptions {
  html: string;
  language: string;
  title: string;
}

const BODY_MARKER = 'data-pagefind-body=""';

/**
 * A small HTML document with only the page's indexed element (the one marked `data-pagefind-body`,
 * with its filter and meta attributes), or undefined when the page has none. Pagefind ignores everything
 * else of a page that has such an element, so indexing these gives the same index at a fraction of the
 * parsing work.
 */
export function searchDocumentOf({ html, language, title }: SearchDocumentOptions): string | undefined {
  const marker = html.indexOf(BODY_MARKER);
  if (marker === -1) return undefined;
  const start = html.lastIndexOf('<', marker);
  const tagName = /^<([a-z][a-z0-9]*)/.exec(html.slice(start, marker))?.[1];
  if (!tagName) return undefined;
  const end = closingTagEnd(html, tagName, start);
  if (end === undefined) return undefined;
  return `<!DOCTYPE html><html lang="${language}"><head><title>${escapeText(title)}</title></head><body>${html.slice(start, end)}</body></html>`;
}

/** Where the element opened at `start` ends; React escapes `<` in text and attributes, so every `<` starts a tag. */
function closingTagEnd(html: string, tagName: string, start: number): number | undefined {
  const tags = new RegExp(`<(/?)${tagName}[\\s>/]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', match.index) + 1;
  }
  return undefined;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
