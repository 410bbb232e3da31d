import { normalizePath } from '@kran/runtime';
import { useHref, useLocation } from 'react-router-dom';
import { usePageTwins } from '../../../i18n/I18nContext.js';
import type { LinkAttributes, LinkItem, NavbarItem } from '../../../types.js';
import { NavbarLink } from '../NavbarLink.js';
import { localeLinksOf } from './locale-links.js';

export interface LocaleLinksProps {
  item: Extract<NavbarItem, { type: 'localeDropdown' }>;
  linkClassName: string;
}

/**
 * The entries of the locale dropdown, as list items: the site's links before the locales, each locale as a plain
 * link to the page shown in it (another locale is another app, loaded in full), named in its own language, the
 * current one marked, and the site's links after them. They follow the reader's path as it changes, and the twins
 * of the page shown once its data is there.
 */
export function LocaleLinks({ item, linkClassName }: LocaleLinksProps) {
  const { pathname, search, hash } = useLocation();
  const path = useHref(pathname);
  const page = usePageTwins();
  // Until the next page's data is shown, the twins given are the last page's: they hold for its path only.
  const twins = page && page.path === normalizePath(pathname) ? page.twins : undefined;
  const siteLinks = (links: (LinkItem & LinkAttributes)[]) =>
    links.map((link) => (
      <li key={link.href + link.label}>
        <NavbarLink item={link} place={{ pathname }} className={linkClassName} />
      </li>
    ));
  return (
    <>
      {siteLinks(item.itemsBefore)}
      {localeLinksOf(item, { path, search, hash }, twins).map((link) => (
        <li key={link.code}>
          <a
            className={linkClassName}
            href={link.href}
            hrefLang={link.htmlLang}
            lang={link.htmlLang}
            aria-current={link.isCurrent ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
      {siteLinks(item.itemsAfter)}
    </>
  );
}
