import { type HTMLElement, parse } from 'node-html-parser';
import { docusaurusFacts } from '../fidelity/docusaurus-facts';
import { paginatorFact, visibleText, withoutAbsent } from '../fidelity/page-facts';
import {
  type CorpusFacts,
  redirectTarget,
  renderedFacts,
  withoutFlatSidebar,
  type SidebarNode,
  siteClasses,
  versionBannerFact,
} from './corpus-facts';

// Selectors for the markup of @docusaurus/theme-classic 2.4.3 (and 3.x where it differs); hashed CSS-module classes end in `_` and 4 characters.
const isThemeClass = (name: string) => /^(menu__|theme-doc-sidebar-)/.test(name) || /_[\w-]{4}$/.test(name);
// A post's body is `[itemprop="articleBody"]` in 2.4.3 and a plain `div.markdown` in 3.x (a doc's has two classes).
const CONTENT =
  '.theme-doc-markdown, [itemprop="articleBody"], div[class="markdown"], div[class*="mdxPageWrapper"] article';

function sidebarNode(item: HTMLElement): SidebarNode {
  const className = siteClasses(item, isThemeClass);
  const collapsible = item.querySelector('.menu__list-item-collapsible');
  const link = collapsible?.querySelector('a') ?? item.querySelector('a');
  if (!link) return withoutAbsent<SidebarNode>({ label: visibleText(item.text), className, isHtml: true });
  const node: SidebarNode = {
    label: visibleText(link.text),
    // A category without a link of its own gets its first doc's href only while prerendering, for crawlers.
    href: link.classList.contains('menu__link--sublist-caret') ? undefined : (link.getAttribute('href') ?? undefined),
    className,
    isCurrent: link.getAttribute('aria-current') === 'page' ? true : undefined,
  };
  if (!collapsible) return withoutAbsent<SidebarNode>(node);
  const collapsed = item.classList.contains('menu__list-item--collapsed');
  const list = item.childNodes.find((child): child is HTMLElement => (child as HTMLElement).tagName === 'UL');
  return withoutAbsent<SidebarNode>({ ...node, collapsed, items: collapsed ? undefined : sidebarItems(list) });
}

function sidebarItems(list: HTMLElement | undefined | null): SidebarNode[] {
  return (list?.childNodes ?? [])
    .filter((child): child is HTMLElement => (child as HTMLElement).tagName === 'LI')
    .map(sidebarNode);
}

function pagerLabels(root: HTMLElement): CorpusFacts['pagerLabels'] {
  const nav = root.querySelector('nav.pagination-nav[aria-label="Docs pages"]');
  const label = (direction: string) => {
    const element = nav?.querySelector(`.pagination-nav__link--${direction} .pagination-nav__label`);
    return element ? visibleText(element.text) : undefined;
  };
  return paginatorFact(label('prev'), label('next'));
}

/** The corpus facts of one page of a Docusaurus 2.4.3 build: the fidelity facts and those of the corpus's features. */
export function docusaurusCorpusFacts(html: string): CorpusFacts {
  const root = parse(html);
  const sidebar = root.querySelector('nav.menu[aria-label="Docs sidebar"] > ul');
  const badge = root.querySelector('.theme-doc-version-badge');
  const content = root.querySelectorAll(CONTENT);
  return withoutAbsent({
    ...withoutFlatSidebar(docusaurusFacts(html)),
    sidebarTree: sidebar ? sidebarItems(sidebar) : undefined,
    pagerLabels: pagerLabels(root),
    versionBadge: badge ? visibleText(badge.text) : undefined,
    redirectTo: redirectTarget(root),
    versionBanner: versionBannerFact(root.querySelector('.theme-doc-version-banner')),
    ...(content.length === 1 ? renderedFacts(content[0], 'div[class*="tableOfContentsInline"] a') : {}),
  });
}
