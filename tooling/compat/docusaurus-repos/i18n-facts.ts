import { type HTMLElement, parse } from 'node-html-parser';
import { seenText } from '../fidelity/kran-facts';
import { linkFact, paginatorFact, visibleText, withoutAbsent } from '../fidelity/page-facts';

/**
 * What a page of a translated site shows in its locale. Found by classes and attributes, never by text or ARIA
 * labels, which are translated themselves.
 */
export interface I18nPageFacts {
  /** `<html lang>` and `dir`. */
  htmlLang: string;
  dir: string;
  title: string;
  /** The text of the page's first `<h1>`. */
  h1?: string;
  canonical?: string;
  /** The `<link rel="alternate" hreflang>` of the head, `hreflang <href>`, in order. */
  alternates: string[];
  /** The navbar's items (brand left out), `label <href>` for a link and `label` for a dropdown, left then right. */
  navbar: string[];
  /** The entries of the navbar's locale dropdown (its links that carry `lang`): `lang: label <href>`. */
  localeDropdown?: string[];
  /** The footer's column titles and links (`label <href>`) in order. */
  footer: string[];
  copyright?: string;
  /** The labels of the docs sidebar's categories and its doc links (`label <href>`). */
  sidebarCategories?: string[];
  sidebarDocs?: string[];
  /** The small labels above a doc's or post's previous and next links ("Next", "Weiter"). */
  pagerSublabels?: { previous?: string; next?: string };
  /** The title above a blog sidebar's recent posts. */
  blogSidebarTitle?: string;
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);
const textOf = (element: HTMLElement | null | undefined) => (element ? seenText(element) : undefined);
const linkOf = (a: HTMLElement) => linkFact(seenText(a), a.getAttribute('href'));

/** The facts every generator shows in the same elements: `<html>`, the head's links, the first heading. */
function documentFacts(root: HTMLElement): Pick<I18nPageFacts, 'htmlLang' | 'dir' | 'title' | 'h1' | 'canonical'> & {
  alternates: string[];
} {
  const html = root.querySelector('html');
  return {
    htmlLang: html?.getAttribute('lang') ?? '',
    dir: html?.getAttribute('dir') ?? '',
    title: visibleText(root.querySelector('title')?.text ?? ''),
    h1: textOf(root.querySelector('body h1')),
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: root
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => `${link.getAttribute('hreflang')} <${link.getAttribute('href')}>`),
  };
}

function localeLinks(navbar: HTMLElement | null): string[] | undefined {
  const links = navbar?.querySelectorAll('a[lang]') ?? [];
  return nonEmpty(links.map((a) => `${a.getAttribute('lang')}: ${linkOf(a)}`));
}

function pagerSublabels(pager: HTMLElement | null, sublabel: (direction: 'prev' | 'next') => string) {
  const label = (direction: 'prev' | 'next') => textOf(pager?.querySelector(sublabel(direction)));
  return paginatorFact(label('prev'), label('next'));
}

/** The i18n facts of a page of a Docusaurus 2.4.3 build (theme-classic's Infima classes). */
export function docusaurusI18nFacts(html: string): I18nPageFacts {
  const root = parse(html);
  const navbar = root.querySelector('nav.navbar');
  const navbarItems = (navbar?.querySelectorAll('.navbar__items > .navbar__item') ?? []).map((item) =>
    item.classList.contains('dropdown') ? (textOf(item.querySelector('.navbar__link')) ?? '') : linkOf(item),
  );
  const footer = root.querySelector('footer.footer');
  const sidebar = root.querySelector('aside.theme-doc-sidebar-container nav.menu');
  return withoutAbsent({
    ...documentFacts(root),
    navbar: navbarItems,
    localeDropdown: localeLinks(navbar),
    footer: (footer?.querySelectorAll('.footer__title, a.footer__link-item') ?? []).map((element) =>
      element.tagName === 'A' ? linkOf(element) : seenText(element),
    ),
    copyright: textOf(footer?.querySelector('.footer__copyright')),
    sidebarCategories: nonEmpty(sidebar?.querySelectorAll('a.menu__link--sublist').map(seenText) ?? []),
    sidebarDocs: nonEmpty(sidebar?.querySelectorAll('a.menu__link:not(.menu__link--sublist)').map(linkOf) ?? []),
    pagerSublabels: pagerSublabels(
      root.querySelector('nav.pagination-nav'),
      (direction) => `.pagination-nav__link--${direction} .pagination-nav__sublabel`,
    ),
    blogSidebarTitle: textOf(root.querySelector('aside nav [class*="sidebarItemTitle_"]')),
  });
}

/** Elements whose CSS-module class (`Component_module_name`) is `name`. */
const moduleClass = (name: string) => `[class~="${name}"]`;

const childElements = (element: HTMLElement, tagName: string) =>
  element.childNodes.filter((child): child is HTMLElement => (child as HTMLElement).tagName === tagName);

function kranNavbarItem(item: HTMLElement): string {
  const link = childElements(item, 'A')[0];
  if (link) return linkOf(link);
  return textOf(childElements(item, 'BUTTON')[0]) ?? '';
}

/** The i18n facts of a page of a Kran build (the theme's CSS-module classes). */
export function kranI18nFacts(html: string): I18nPageFacts {
  const root = parse(html);
  const navbar = root.querySelector(`nav:has(${moduleClass('NavbarLayout_module_items')})`);
  const navbarItems = (navbar?.querySelectorAll(moduleClass('NavbarLayout_module_items')) ?? []).flatMap((list) =>
    childElements(list, 'LI').map(kranNavbarItem),
  );
  const footer = root.querySelector(`footer${moduleClass('Footer_module_root')}`);
  const sidebar = root.querySelector(`nav${moduleClass('DocsSidebar_module_root')}`);
  const categoryLabel = moduleClass('DocsSidebar_module_categoryLabel');
  return withoutAbsent({
    ...documentFacts(root),
    navbar: navbarItems,
    localeDropdown: localeLinks(navbar),
    footer: (
      footer?.querySelectorAll(`${moduleClass('Footer_module_title')}, a${moduleClass('Footer_module_link')}`) ?? []
    ).map((element) => (element.tagName === 'A' ? linkOf(element) : seenText(element))),
    copyright: textOf(footer?.querySelector(moduleClass('Footer_module_copyright'))),
    sidebarCategories: nonEmpty(sidebar?.querySelectorAll(categoryLabel).map(seenText) ?? []),
    sidebarDocs: nonEmpty((sidebar?.querySelectorAll('a') ?? []).filter((a) => !a.closest(categoryLabel)).map(linkOf)),
    pagerSublabels: pagerSublabels(
      root.querySelector(`nav${moduleClass('Pager_module_root')}`),
      (direction) => `a[rel="${direction}"] ${moduleClass('Pager_module_sublabel')}`,
    ),
    blogSidebarTitle: textOf(root.querySelector(`nav${moduleClass('BlogSidebar_module_root')} .side-panel-title`)),
  });
}
