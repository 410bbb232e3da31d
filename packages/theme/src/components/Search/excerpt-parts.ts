export interface ExcerptPart {
  text: string;
  isMatch: boolean;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * Splits a Pagefind excerpt into plain text and matches. Pagefind escapes the page's `<` and `>`
 * and adds `<mark>` around matches; nothing else is taken as markup, so the parts are safe to render as text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, isMatch: boolean) => {
    if (text !== '') parts.push({ text: unescapeAngleBrackets(text), isMatch });
  };
  let end = 0;
  for (const match of excerpt.matchAll(MARK)) {
    add(excerpt.slice(end, match.index), false);
    add(match[1]!, true);
    end = match.index + match[0].length;
  }
  add(excerpt.slice(end), false);
  return parts;
}

function unescapeAngleBrackets(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
