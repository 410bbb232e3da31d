import readingTime from 'reading-time';

/**
 * Minutes to read a post's markdown (front matter removed), as Docusaurus 2 computes them: the `reading-time`
 * package with its defaults (200 words per minute), rounded up by the theme.
 */
export function readingMinutes(markdown: string): number {
  return Math.ceil(readingTime(markdown).minutes);
}
