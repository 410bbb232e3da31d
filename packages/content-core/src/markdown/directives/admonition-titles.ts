import { ADMONITION_TYPES } from './remark-admonitions.js';

const FENCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;
const TITLED = new RegExp(
  `^((?:[ \\t]*>)*[ \\t]*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t](?![ \\t]*[[{])([ \\t]*)(\\S.*?)([ \\t\\r]*)$`,
);

/**
 * Rewrites the Docusaurus 2 title syntax `:::tip Mein Titel` into the directive label `:::tip[Mein Titel]`
 * that the parser reads (as Docusaurus 3 does for old content), outside code fences. Columns stay as
 * they were: the space after the name becomes the `[`.
 */
export function admonitionTitlesToLabels(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === undefined ? marker : undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const match = TITLED.exec(line);
      if (!match) return line;
      const [, opening, innerSpace, title, trailing] = match as unknown as [string, string, string, string, string];
      return `${opening}[${innerSpace}${title.replace(/[[\]]/g, '\\$&')}]${trailing}`;
    })
    .join('\n');
}
