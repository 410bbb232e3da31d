const WORDS_PER_MINUTE = 200;
const WORD = /[^\s`*_#>|~=[\](){}<>!-]+/g;

/**
 * Minutes to read a markdown text at 200 words per minute (Docusaurus' default), rounded up, at least one.
 * Markup characters alone do not count as words.
 */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(WORD)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
