import { isExternalUrl, UNCHECKED_LINK_ATTRIBUTE } from '@kran/contract';
import { normalizePath } from '@kran/runtime';

/** What the link check needs of one rendered page. */
export interface PageLinks {
  path: string;
  /** The internal href and src values found in the page, each once (external URLs are not checked). */
  targets: string[];
  /** Element ids and <a> names in the page, the targets of #anchors. */
  ids: Set<string>;
}

/** A link on one page that points at nothing. */
export interface BrokenTarget {
  page: string;
  /** As the page's HTML has it. */
  target: string;
  /** The site path it leads to, without the base URL; absent when it leads outside the base URL. */
  path?: string;
  /** The #anchor that the page at `path` lacks, when that page exists. */
  anchor?: string;
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const SRCSET = /\ssrcset="([^"]*)"/g;
const HEAD_LINK = /<link\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;
// A Docusaurus `pathname://` link leads to a file the site does not build (runtime's Link marks it): never checked.
const UNCHECKED_LINK = new RegExp(`<a\\s(?:[^>]*?\\s)?${UNCHECKED_LINK_ATTRIBUTE}(?:="")?(?=[\\s/>])[^>]*>`, 'g');
// As the HTML standard finds a fragment: an element's id, or else an <a> element's name (`<a name="alt"></a>`).
const ANCHOR_NAME = /<a\s(?:[^>]*?\s)?name="([^"]*)"/g;

/**
 * Collects a page's link targets and ids from its HTML: href and src in the body, every candidate of a
 * srcset, and the head's <link href> (feeds, icons, stylesheets, preloads).
 */
export function pageLinksOf(path: string, html: string): PageLinks {
  const bodyStart = html.indexOf('<body');
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart).replace(UNCHECKED_LINK, '<a>');
  const targets = [
    ...[...head.matchAll(HEAD_LINK), ...body.matchAll(ATTRIBUTE)].map((match) => decodeEntities(match[1]!)),
    ...[...body.matchAll(SRCSET)].flatMap((match) => srcsetUrls(decodeEntities(match[1]!))),
  ];
  const ids = new Set([...body.matchAll(ID), ...body.matchAll(ANCHOR_NAME)].map((match) => decodeEntities(match[1]!)));
  return { path, targets: [...new Set(targets.filter(isInternal))], ids };
}

/** The URLs of a srcset's candidates (`a.png 1x, b.png 2x`), following the HTML standard's parsing. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') return urls;
    const url = /^\S+/.exec(rest)![0];
    rest = rest.slice(url.length);
    // A URL may hold commas (data: URLs); commas at its end separate it from the next candidate.
    urls.push(url.replace(/,+$/, ''));
    if (url.endsWith(',')) continue;
    const comma = rest.indexOf(',');
    rest = comma === -1 ? '' : rest.slice(comma + 1);
  }
}

/**
 * Every internal link or asset that points at nothing in the output: an unknown page, a missing file or
 * a missing #anchor. External URLs are not checked.
 */
export function findBrokenLinks(
  pages: PageLinks[],
  files: ReadonlySet<string>,
  baseUrl: string,
  /** The site's page at a path, which links may lead to; one of the checked ones by default. */
  pageAt: (pagePath: string) => PageLinks | undefined = pageFinder(pages),
): BrokenTarget[] {
  const faultOf = (target: string, fromPage: string): Fault | undefined => {
    const { path: targetPath, anchor } = destinationOf(target, fromPage, baseUrl);
    if (targetPath === undefined) return {};
    const targetPage = pageAt(normalizePath(targetPath));
    if (targetPage === undefined && !files.has(targetPath.replace(/^\//, ''))) return { path: targetPath };
    if (anchor !== undefined && targetPage !== undefined && !targetPage.ids.has(anchor))
      return { path: targetPath, anchor };
    return undefined;
  };
  // A link from the site's root (`/docs/x`) leads to the same place from every page, and the pages of a site share
  // most of theirs (navbar, footer, sidebar): each is checked once.
  const faultsFromRoot = new Map<string, Fault | undefined>();
  const broken: BrokenTarget[] = [];
  for (const page of pages) {
    for (const target of page.targets) {
      if (!isInternal(target)) continue;
      const isFromRoot = target.startsWith('/') && !target.startsWith('//');
      if (isFromRoot && !faultsFromRoot.has(target)) faultsFromRoot.set(target, faultOf(target, page.path));
      const fault = isFromRoot ? faultsFromRoot.get(target) : faultOf(target, page.path);
      if (fault) broken.push({ page: page.path, target, ...fault });
    }
  }
  return broken;
}

/** What is wrong with a link: it leads outside the base URL (no path), to nothing at `path`, or to a missing anchor. */
type Fault = Omit<BrokenTarget, 'page' | 'target'>;

function pageFinder(pages: PageLinks[]): (pagePath: string) => PageLinks | undefined {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return (pagePath) => byPath.get(pagePath);
}

/**
 * Where a link leads, as one string: the site path without the base URL and the decoded #anchor
 * (`/docs/install#linux`). Alike for a link as the content writes it (`baseUrl` '/') and as the page's HTML has it.
 */
export function linkDestination(href: string, fromPage: string, baseUrl: string): string | undefined {
  const { path: targetPath, anchor } = destinationOf(href, fromPage, baseUrl);
  if (targetPath === undefined) return undefined;
  return anchor === undefined ? normalizePath(targetPath) : `${normalizePath(targetPath)}#${anchor}`;
}

function destinationOf(href: string, fromPage: string, baseUrl: string): { path?: string; anchor?: string } {
  const [pathPart = '', hash] = href.split('#', 2);
  const targetPath = pathPart === '' ? fromPage : resolvePath(pathPart, fromPage, baseUrl);
  return {
    ...(targetPath === undefined ? {} : { path: targetPath }),
    ...(hash ? { anchor: decodeUrl(hash) } : {}),
  };
}

function isInternal(target: string): boolean {
  return target !== '' && !isExternalUrl(target);
}

/** A site path (without baseUrl) for a link, or undefined when it lies outside the site's base URL. */
function resolvePath(target: string, fromPage: string, baseUrl: string): string | undefined {
  const absolute = new URL(target, `http://site${baseUrl.replace(/\/$/, '')}${fromPage === '/' ? '/' : `${fromPage}/`}`)
    .pathname;
  const base = baseUrl.replace(/\/$/, '');
  if (base && !absolute.startsWith(`${base}/`) && absolute !== base) return undefined;
  return decodeUrl(absolute.slice(base.length) || '/');
}

// A stray `%` (`/100%`) stays as it is instead of failing the check.
function decodeUrl(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
