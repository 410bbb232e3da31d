const PATHNAME_PROTOCOL = 'pathname://';

/**
 * The site path of a Docusaurus `pathname://` link (`pathname:///playground/` is `/playground/`), or undefined for
 * any other URL. Such a link leads to a file the site serves but does not build as a page (another app, a static
 * HTML file): a plain link below the base URL, loaded in full, never prefetched, never checked as a route.
 */
export function pathnameUrlTarget(url: string): string | undefined {
  return url.startsWith(PATHNAME_PROTOCOL) ? url.slice(PATHNAME_PROTOCOL.length) : undefined;
}

/** The attribute marking a `pathname://` link in the written HTML, which the link check leaves out. */
export const UNCHECKED_LINK_ATTRIBUTE = 'data-unchecked-link';
