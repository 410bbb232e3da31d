import { type HTMLElement, parse } from 'node-html-parser';
import { kranFacts, seenText } from '../fidelity/kran-facts';
import { paginatorFact, withoutAbsent } from '../fidelity/page-facts';
import {
  type CorpusFacts,
  redirectTarget,
  renderedFacts,
  withoutFlatSidebar,
  type SidebarNode,
  siteClasses,
  versionBannerFact,
} from './corpus-facts';

/** Elements whose CSS-module class (`Component_module_name`) is `name`. */
const moduleClass = (name: string) => `[class~="${name}"]`;
const isThemeClass = (name: string) => name.includes('_module_');

const childElements = (element: HTMLElement | null | undefined, tagName: string) =>
  (element?.childNodes ?? []).filter((child): child is HTMLElement => (child as HTMLElement).tagName === tagName);

function sidebarNode(item: HTMLElement): SidebarNode {
  const className = siteClasses(item, isThemeClass);
  const category = childElements(item, 'DETAILS')[0];
  const label = category ? childElements(category, 'SUMMARY')[0] : item;
  const link = label?.querySelector('a');
  if (!link && !category) return withoutAbsent<SidebarNode>({ label: seenText(item), className, isHtml: true });
  const node: SidebarNode = {
    label: seenText(link ?? label ?? item),
    href: link?.getAttribute('href') ?? undefined,
    className,
    isCurrent: link?.getAttribute('aria-current') === 'page' ? true : undefined,
  };
  if (!category) return withoutAbsent<SidebarNode>(node);
  const collapsed = category.getAttribute('open') === undefined;
  const items = collapsed ? undefined : sidebarItems(childElements(category, 'UL')[0]);
  return withoutAbsent<SidebarNode>({ ...node, collapsed, items });
}

function sidebarItems(list: HTMLElement | undefined | null): SidebarNode[] {
  return childElements(list, 'LI').map(sidebarNode);
}

function pagerLabels(main: HTMLElement): CorpusFacts['pagerLabels'] {
  const nav = main.querySelector('nav[aria-label="Docs pages"]');
  const label = (rel: string) => {
    const title = nav?.querySelector(`a[rel="${rel}"] ${moduleClass('Pager_module_title')}`);
    if (!title) return undefined;
    const copy = parse(title.outerHTML);
    for (const decoration of copy.querySelectorAll('[aria-hidden="true"]')) decoration.remove();
    return seenText(copy);
  };
  return paginatorFact(label('prev'), label('next'));
}

/** The corpus facts of one page of a Kran build: the fidelity facts and those of the corpus's features. */
export function kranCorpusFacts(html: string): CorpusFacts {
  const root = parse(html);
  const main = root.querySelector('main') ?? root;
  const sidebar = main.querySelector('nav[aria-label="Docs sidebar"] > ul');
  const badge = main.querySelector(moduleClass('DocVersionBadge_module_root'));
  const content = main.querySelectorAll(moduleClass('Markdown_module_root'));
  return withoutAbsent({
    ...withoutFlatSidebar(kranFacts(html)),
    sidebarTree: sidebar ? sidebarItems(sidebar) : undefined,
    pagerLabels: pagerLabels(main),
    versionBadge: badge ? seenText(badge) : undefined,
    redirectTo: redirectTarget(root),
    versionBanner: versionBannerFact(main.querySelector(`aside${moduleClass('DocVersionBanner_module_root')}`)),
    ...(content.length === 1 ? renderedFacts(content[0], `${moduleClass('TOCInline_module_root')} a`) : {}),
  });
}
