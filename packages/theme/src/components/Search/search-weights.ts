/**
 * The attributes that make a page's title count most in the search ranking (Pagefind's
 * `data-pagefind-weight`, from 0 to 10; a heading counts 7 at most on its own). Readers search for
 * what a page is about, which its title says; put them on the page's `h1`.
 */
export function pageTitleSearchAttributes(): Record<string, string> {
  return { 'data-pagefind-weight': '10' };
}
