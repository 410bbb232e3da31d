const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const TRUNCATE_COMMENT = /^<!--\s*truncate\s*-->$/;
/** The blog's truncate marker as an MDX comment, which lowerMdx turns back into the marker. */
const TRUNCATE_EXPRESSION = '{/*truncate*/}';
const VOID_TAG = /<(br|hr|img|input|wbr|source)(\s[^<>]*?)?\s*(?<!\/)>/gi;
// Inline code, passed over; else an autolink (`<https://…>`, `<someone@example.com>`), or `<Name\>`, which MDX 1 read
// as text (`Promise<Config\>`).
const INLINE_CODE_OR_MDX1_TEXT =
  /(`+)[\s\S]*?\1|<((?:https?|ftp|mailto):[^\s<>`]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>|<([A-Za-z][\w.]*)\\>/g;

/**
 * What Docusaurus 2 (MDX 1) accepted in MDX files and MDX 2 rejects, rewritten outside fenced code: HTML comments
 * become spaces of the same length (positions stay the same), except the truncate marker, which becomes an MDX
 * comment; void tags like `<br>` are closed (`<br/>`); autolinks become links and `<Name\>` text, outside inline
 * code.
 */
export function prepareMdxSource(source: string): string {
  let result = '';
  let last = 0;
  for (const match of source.matchAll(FENCED_CODE)) {
    result += rewriteProse(source.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + rewriteProse(source.slice(last));
}

function rewriteProse(text: string): string {
  return text
    .replace(HTML_COMMENT, (comment) =>
      TRUNCATE_COMMENT.test(comment) ? TRUNCATE_EXPRESSION.padEnd(comment.length, ' ') : comment.replace(/[^\n]/g, ' '),
    )
    .replace(VOID_TAG, (_tag, name: string, attributes = '') => `<${name}${attributes}/>`)
    .replace(INLINE_CODE_OR_MDX1_TEXT, (match, _ticks, autolink?: string, textTag?: string) => {
      if (autolink) return `[${autolink}](${autolink.includes(':') ? autolink : `mailto:${autolink}`})`;
      if (textTag) return `\\<${textTag}\\>`;
      return match;
    });
}
