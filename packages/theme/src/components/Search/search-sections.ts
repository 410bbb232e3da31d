import type { RouteProps } from '../../types.js';

/** The parts of a site the search can be narrowed to. */
export const SEARCH_SECTIONS = ['blog', 'release', 'docs'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The message that names a section for the reader; the index filters by the section itself. */
export function sectionMessageKey(section: SearchSection): `search.section.${SearchSection}` {
  return `search.section.${section}`;
}

export function isSearchSection(value: string | null | undefined): value is SearchSection {
  return (SEARCH_SECTIONS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The attributes that put a page's main content into the search index (read by Pagefind when
 * `kran build` indexes the HTML): the element's text, the page's section (`blog`, `release`, `docs`) as a filter, its date.
 */
export function searchIndexAttributes(section?: SearchSection, date?: string): Record<string, string> {
  return {
    'data-pagefind-body': '',
    ...(section ? { 'data-pagefind-filter': `section:${section}` } : {}),
    ...(date ? { 'data-pagefind-meta': `date:${date}` } : {}),
  };
}

/** A blog post's section: the blog `release` holds release announcements, every other blog is "Blog". */
export function blogPostSection(route: Extract<RouteProps, { kind: 'blogPost' }>): SearchSection {
  return route.blogId === 'release' ? 'release' : 'blog';
}

/**
 * The attributes that make a page's title count most in the search ranking (Pagefind's
 * `data-pagefind-weight`, from 0 to 10; a heading counts 7 at most on its own). Readers search for
 * what a page is about, which its title says; put them on the page's `h1`.
 */
export function pageTitleSearchAttributes(): Record<string, string> {
  return { 'data-pagefind-weight': '10' };
}
