import type { HTMLElement } from 'node-html-parser';
import { linkFact, type PageFacts, visibleText } from '../fidelity/page-facts';

/** One item of a docs sidebar as a reader sees it; a collapsed category shows no items. */
export interface SidebarNode {
  label: string;
  href?: string;
  /** The classes the site gave the item (`className`, `sidebar_class_name`), without the theme's own. */
  className?: string;
  /** The doc of the page itself. */
  isCurrent?: true;
  /** An HTML item (`type: 'html'`): its text, no link. */
  isHtml?: true;
  /** A category: whether it shows its items, and the items it shows. */
  collapsed?: boolean;
  items?: SidebarNode[];
}

/** The facts of a corpus page: those of the fidelity check and those of the Docusaurus features the corpus uses. */
export interface CorpusFacts extends PageFacts {
  /** The docs sidebar as a tree. */
  sidebarTree?: SidebarNode[];
  /** The labels of a doc's previous and next links (their targets are `paginator`). */
  pagerLabels?: { previous?: string; next?: string };
  /** The version badge's text, `Version: 2.0`. */
  versionBadge?: string;
  /** The version banner: `unmaintained <link to the latest version>` or `unreleased <…>`. */
  versionBanner?: string;
  /** Per tab group of the content, its tab labels joined by ` | `. */
  tabs?: string[];
  /** The entries of an inline table of contents, `label <#id>`. */
  tocInline?: string[];
  /** The summaries of the content's collapsible details. */
  details?: string[];
  /** How many formulas KaTeX rendered. */
  katexFormulas?: number;
  /** The text of the site's Highlight component (src/components/Highlight.jsx) on the page. */
  highlights?: string[];
  /** Whether the text of docs/_note.md, the partial, is on the page. */
  showsPartial?: true;
  /** Paragraphs showing an MDX import or export as text: none on any page. */
  mdxStatementsShown?: string[];
  /** A client redirect's page (@docusaurus/plugin-client-redirects): the URL its refresh leads to. */
  redirectTo?: string;
}

export type CorpusFactName = keyof CorpusFacts;

/** The sentence of the corpus's partial (site/docs/_note.md). */
export const PARTIAL_SENTENCE = 'This sentence comes from a partial file that several pages include.';
/** The class of the element the corpus's Highlight component renders. */
export const HIGHLIGHT_CLASS = 'corpus-highlight';

/**
 * The fidelity facts without the flat `docsSidebar`, which `sidebarTree` replaces: a flat list cannot tell the items
 * of a collapsed category, which Kran prerenders inside a closed <details> and Docusaurus leaves out until opened.
 */
export function withoutFlatSidebar({ docsSidebar: _flat, ...facts }: PageFacts): PageFacts {
  return facts;
}

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/**
 * The facts of a page's rendered content (a doc's, a post's or a markdown page's) that both generators show in the
 * same elements: tab lists by their ARIA roles, KaTeX's `.katex`, details' summaries, the site component's class.
 * `tocInlineLinks` selects the links of the inline table of contents, which each theme marks its own way.
 */
export function renderedFacts(content: HTMLElement | null | undefined, tocInlineLinks: string): Partial<CorpusFacts> {
  if (!content) return {};
  const text = (element: HTMLElement) => visibleText(element.text);
  const katexFormulas = content.querySelectorAll('.katex').length;
  return {
    tabs: nonEmpty(
      content
        .querySelectorAll('[role="tablist"]')
        .map((list) => list.querySelectorAll('[role="tab"]').map(text).join(' | ')),
    ),
    tocInline: nonEmpty(content.querySelectorAll(tocInlineLinks).map((a) => linkFact(a.text, a.getAttribute('href')))),
    details: nonEmpty(content.querySelectorAll('details > summary').map(text)),
    katexFormulas: katexFormulas > 0 ? katexFormulas : undefined,
    highlights: nonEmpty(content.querySelectorAll(`.${HIGHLIGHT_CLASS}`).map(text)),
    showsPartial: visibleText(content.text).includes(PARTIAL_SENTENCE) ? true : undefined,
    mdxStatementsShown: content
      .querySelectorAll('p')
      .map(text)
      .filter((paragraph) => /^(import|export)\s/.test(paragraph)),
  };
}

/** `unmaintained <href>` or `unreleased <href>` from a version banner's text and its link to the latest version. */
export function versionBannerFact(banner: HTMLElement | null): string | undefined {
  if (!banner) return undefined;
  const kind = /unreleased/i.test(banner.text) ? 'unreleased' : 'unmaintained';
  return `${kind} <${banner.querySelector('a')?.getAttribute('href') ?? ''}>`;
}

/** The classes of `element` that neither theme adds itself: those `isThemeClass` rejects are left out. */
export function siteClasses(element: HTMLElement, isThemeClass: (name: string) => boolean): string | undefined {
  const names = (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name && !isThemeClass(name));
  return names.length > 0 ? names.join(' ') : undefined;
}

/** The URL a redirect page's `<meta http-equiv="refresh" content="0; url=…">` leads to; both generators write one. */
export function redirectTarget(root: HTMLElement): string | undefined {
  const refresh = root.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  return refresh ? /url=(.*)$/i.exec(refresh)?.[1]?.trim() : undefined;
}
