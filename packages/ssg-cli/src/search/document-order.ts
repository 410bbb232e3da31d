/**
 * The order search documents go into the index, by their HTML file's path (`blog/x/index.html`): Pagefind numbers
 * pages in the order they are added, so every build adds them in this one.
 */
export function compareHtmlFiles(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
