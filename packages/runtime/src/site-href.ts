/** The base URL without its trailing slash, as React Router's basename: `''` for `/`. */
export function basenameOf(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/**
 * The href of a site path (`/blogs#top`) on a site below `basename`, as React Router's `useHref`
 * gives it: the home path is the basename itself.
 */
export function siteHref(basename: string, to: string): string {
  const suffixAt = to.search(/[?#]/);
  const pathname = suffixAt === -1 ? to : to.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : to.slice(suffixAt);
  if (!basename) return to;
  return `${pathname === '/' || pathname === '' ? basename : `${basename}${pathname}`}${suffix}`;
}
