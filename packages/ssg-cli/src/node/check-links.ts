import { normalizePath } from '@kran/runtime';

/** What the link check needs of one rendered page. */
export interface PageLinks {
  path: string;
  /** href and src values found in the page. */
  targets: string[];
  /** Element ids in the page, the targets of #anchors. */
  ids: Set<string>;
}

export interface BrokenLink {
  page: string;
  target: string;
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** Collects a page's link targets and ids from its HTML. */
export function pageLinksOf(path: string, html: string): PageLinks {
  const body = html.slice(html.indexOf('<body'));
  const targets = [...body.matchAll(ATTRIBUTE)].map((match) => decodeEntities(match[1]!));
  const ids = new Set([...body.matchAll(ID)].map((match) => decodeEntities(match[1]!)));
  return { path, targets, ids };
}

/**
 * Every internal link or asset that points at nothing in the output: an unknown page, a missing file or
 * a missing #anchor. External URLs are not checked.
 */
export function findBrokenLinks(pages: PageLinks[], files: ReadonlySet<string>, baseUrl: string): BrokenLink[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const target of page.targets) {
      if (!isInternal(target)) continue;
      const [pathPart = '', hash] = target.split('#', 2);
      const targetPath = pathPart === '' ? page.path : resolvePath(pathPart, page.path, baseUrl);
      if (targetPath === undefined) {
        broken.push({ page: page.path, target });
        continue;
      }
      const targetPage = byPath.get(normalizePath(targetPath));
      const exists = targetPage !== undefined || files.has(targetPath.replace(/^\//, ''));
      const anchorMissing = hash !== undefined && hash !== '' && targetPage !== undefined && !targetPage.ids.has(decodeURIComponent(hash));
      if (!exists || anchorMissing) broken.push({ page: page.path, target });
    }
  }
  return broken;
}

function isInternal(target: string): boolean {
  return target !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
}

/** A site path (without baseUrl) for a link, or undefined when it lies outside the site's base URL. */
function resolvePath(target: string, fromPage: string, baseUrl: string): string | undefined {
  const absolute = new URL(target, `http://site${baseUrl.replace(/\/$/, '')}${fromPage === '/' ? '/' : `${fromPage}/`}`).pathname;
  const base = baseUrl.replace(/\/$/, '');
  if (base && !absolute.startsWith(`${base}/`) && absolute !== base) return undefined;
  return decodeURIComponent(absolute.slice(base.length) || '/');
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
