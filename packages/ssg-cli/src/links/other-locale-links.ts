import type { SiteMetadata } from '@kran/content-core';

/**
 * Whether a link of a page leads into another locale's pages (the locale dropdown's, a translator's link to the
 * original): that locale's build checks its pages, this one has not written them.
 */
export function leadsToOtherLocale(
  site: Pick<SiteMetadata, 'baseUrl' | 'locale' | 'locales'>,
): (target: string, fromPage: string) => boolean {
  const others = site.locales.filter((locale) => locale.code !== site.locale.code && locale.url === site.locale.url);
  if (others.length === 0) return () => false;
  const within = (pathname: string, base: string) => `${pathname}/`.startsWith(base);
  return (target, fromPage) => {
    const pathname = new URL(target, `http://site${site.baseUrl}${fromPage.replace(/^\//, '')}`).pathname;
    return others.some(
      (other) =>
        within(pathname, other.baseUrl) &&
        (!within(pathname, site.baseUrl) || other.baseUrl.length > site.baseUrl.length),
    );
  };
}
