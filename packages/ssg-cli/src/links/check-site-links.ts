import type { ConfigSource, RouteManifest } from '@kran/content-core';
import { BrokenLinksError } from './broken-links-error.js';
import { normalizePath } from '@kran/runtime';
import { findBrokenLinks, type PageLinks } from './check-links.js';
import { LinkSources } from './link-sources.js';
import { leadsToOtherLocale } from './other-locale-links.js';
import { locateBrokenLinks, type BrokenLink } from './locate-broken-links.js';

export interface SiteLinksInput {
  /** The rendered pages' links (a page taken over from the last build may have none). */
  pages: { links: PageLinks | undefined }[];
  /** Every file written, relative to the output root. */
  files: ReadonlySet<string>;
  manifest: Pick<RouteManifest, 'site' | 'routes' | 'sourceLinks'>;
  configSource: ConfigSource;
  /** The site's redirect pages: a link to one leads to the page it redirects to. */
  redirects?: { from: string; to: string }[];
}

/** The broken links that did not stop the build. */
export interface SiteLinksReport {
  /**
   * Links to missing pages and files, when `onBrokenLinks` is 'warn'; and links that lead outside the site's base
   * URL under any setting but 'ignore' (`problem: 'outsideBaseUrl'`), which only warn.
   */
  brokenLinks: BrokenLink[];
  /** Links to missing #anchors of existing pages, when `onBrokenAnchors` is 'warn' or 'log'. */
  brokenAnchors?: { severity: 'warn' | 'log'; links: BrokenLink[] };
}

/**
 * Checks the links of the rendered pages and reports each broken one once, where it is written. A missing page
 * or file falls under `onBrokenLinks`, a missing #anchor of an existing page under `onBrokenAnchors`, as in
 * Docusaurus 3; what either says to 'throw' fails the build with one BrokenLinksError. A link outside the site's base
 * URL (a raw `<a href="/other-app/">` of the same host) only warns: no build of this site can tell whether it exists,
 * and Docusaurus, which checks only the links its `<Link>` and markdown make (they get the base URL), builds it; so
 * does a link to a page in other letter case, which Docusaurus's check takes for the page.
 */
export function checkSiteLinks({
  pages,
  files,
  manifest,
  configSource,
  redirects = [],
}: SiteLinksInput): SiteLinksReport {
  const { baseUrl, onBrokenLinks, onBrokenAnchors } = manifest.site;
  const checked = pages.flatMap((page): PageLinks[] => (page.links ? [page.links] : []));
  const isOtherLocales = leadsToOtherLocale(manifest.site);
  const broken = findBrokenLinks(checked, files, baseUrl, pageOrRedirectFinder(checked, redirects)).filter(
    (target) =>
      (target.anchor === undefined ? onBrokenLinks !== 'ignore' : onBrokenAnchors !== 'ignore') &&
      !isOtherLocales(target.target, target.page),
  );
  if (broken.length === 0) return { brokenLinks: [] };
  const located = locateBrokenLinks(broken, {
    sources: new LinkSources(manifest),
    configSource,
    baseUrl,
    idsOfPage: new Map(checked.map((page) => [page.path, page.ids])),
    files,
  });
  const brokenLinks = located.filter((link) => link.problem !== 'anchor');
  const brokenAnchors = located.filter((link) => link.problem === 'anchor');
  const failing = [
    ...(onBrokenLinks === 'throw' ? brokenLinks.filter((link) => !onlyWarns(link)) : []),
    ...(onBrokenAnchors === 'throw' ? brokenAnchors : []),
  ];
  if (failing.length > 0) throw new BrokenLinksError(failing);
  return {
    brokenLinks: onBrokenLinks === 'throw' ? brokenLinks.filter(onlyWarns) : brokenLinks,
    ...(brokenAnchors.length > 0 && onBrokenAnchors !== 'throw' && onBrokenAnchors !== 'ignore'
      ? { brokenAnchors: { severity: onBrokenAnchors, links: brokenAnchors } }
      : {}),
  };
}

/** Whether a link leads outside the site's base URL: a warning under any setting but 'ignore'. */
export function leadsOutsideBaseUrl(link: BrokenLink): boolean {
  return link.problem === 'outsideBaseUrl';
}

/**
 * Whether a link names a page in other letter case (`/blog/tags/Tips-Tricks` for `/blog/tags/tips-tricks`): a
 * warning under any setting but 'ignore', since Docusaurus matches paths without case and builds such links.
 */
export function differsOnlyInCase(link: BrokenLink): boolean {
  return link.problem === 'caseOnly';
}

/** The broken links that warn under any setting but 'ignore'. */
function onlyWarns(link: BrokenLink): boolean {
  return leadsOutsideBaseUrl(link) || differsOnlyInCase(link);
}

/** The page at a path, or the page a redirect at that path leads to (with its anchors, which the redirect keeps). */
function pageOrRedirectFinder(
  pages: PageLinks[],
  redirects: { from: string; to: string }[],
): (pagePath: string) => PageLinks | undefined {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const targets = new Map(redirects.map(({ from, to }) => [normalizePath(from), normalizePath(to)]));
  return (pagePath) => byPath.get(pagePath) ?? byPath.get(targets.get(pagePath) ?? '');
}
