import { useHref, useLocation } from 'react-router-dom';
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
 * current one marked, and the site's links after them. They follow the reader's path as it changes.
 */
export function LocaleLinks({ item, linkClassName }: LocaleLinksProps) {
  const { pathname, search, hash } = useLocation();
  const path = useHref(pathname);
  const siteLinks = (links: (LinkItem & LinkAttributes)[]) =>
    links.map((link) => (
      <li key={link.href + link.label}>
        <NavbarLink item={link} place={{ pathname }} className={linkClassName} />
      </li>
    ));
  return (
    <>
      {siteLinks(item.itemsBefore)}
      {localeLinksOf(item, { path, search, hash }).map((link) => (
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
