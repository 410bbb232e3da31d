import type { ConfigSource, SourceLocation } from '@kran/content-core';
import { normalizePath } from '@kran/runtime';
import { linkDestination, type BrokenTarget } from './check-links.js';
import type { LinkSources } from './link-sources.js';
import { closestId, closestPath } from './suggest-target.js';

/** A link that points at nothing, once for every place that writes it. */
export interface BrokenLink {
  /** The link as the pages' HTML has it. */
  target: string;
  /**
   * Where the link is written: the markdown file (or site config) with line and column, or a React page's module.
   * Absent for links the theme makes, which only the pages name.
   */
  location?: SourceLocation;
  /** The pages that show the link. */
  pages: string[];
  /** What is missing: a page at the path, a file, the #anchor on the page; or the path lies outside the base URL. */
  problem: 'page' | 'file' | 'anchor' | 'outsideBaseUrl' | 'caseOnly';
  /** The site path the link leads to, without the base URL. */
  path?: string;
  anchor?: string;
  /** An existing page, file or anchor near the target: `/docs/installation` for `/docs/instalation`. */
  suggestion?: string;
}

export interface LocateContext {
  sources: LinkSources;
  /** site.config.ts, where navbar, footer, logo and favicon links are written. */
  configSource: ConfigSource;
  baseUrl: string;
  /** Every page's path, and its element ids, for suggestions. */
  idsOfPage: ReadonlyMap<string, ReadonlySet<string>>;
  files: ReadonlySet<string>;
}

// Like content-core, a path whose last dot is followed by a word names a file: `.pdf`, `.tar.gz`, not `v4.0`.
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * Turns the broken links found on each page into one entry per place that writes the link: a markdown file's line
 * and column when a file the page shows writes it, the site config's when it holds the target, a React page's
 * module, or else the target alone with every page that shows it (links the theme makes).
 */
export function locateBrokenLinks(broken: BrokenTarget[], context: LocateContext): BrokenLink[] {
  const byPlace = new Map<string, BrokenLink>();
  for (const link of broken) {
    for (const location of locationsOf(link, context)) {
      const place = location ? `${location.file}:${location.line}:${location.column}:${link.target}` : link.target;
      const known = byPlace.get(place);
      if (known) {
        if (!known.pages.includes(link.page)) known.pages.push(link.page);
        continue;
      }
      byPlace.set(place, { ...diagnose(link, context), ...(location ? { location } : {}), pages: [link.page] });
    }
  }
  return [...byPlace.values()];
}

function locationsOf(link: BrokenTarget, context: LocateContext): (SourceLocation | undefined)[] {
  const destination = linkDestination(link.target, link.page, context.baseUrl);
  const written = context.sources
    .linksShownOn(link.page)
    .filter(
      (shown) =>
        shown.href === link.target || (destination !== undefined && leadsTo(shown.href, link.page, destination)),
    );
  if (written.length > 0) return written.map(({ file, line, column }) => ({ file, line, column }));
  const inConfig = configLocationOf(link, context.configSource);
  if (inConfig) return [inConfig];
  const reactPage = context.sources.reactPageFiles.get(link.page);
  return [reactPage === undefined ? undefined : { file: reactPage }];
}

/**
 * Whether a link as the markdown writes it leads to the destination. A relative link (`./x`, `../blog/x`) may
 * have been resolved against the page as a folder, against its parent (as a browser does) or against the site root.
 */
function leadsTo(href: string, page: string, destination: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return linkDestination(href, page, '/') === destination;
  const parent = page.slice(0, page.lastIndexOf('/')) || '/';
  return [page, parent, '/'].some((from) => linkDestination(href, from, '/') === destination);
}

/** Where site.config.ts writes the target (`to: '/blogs'`, `favicon: 'img/x.ico'`), if it does. */
function configLocationOf(link: BrokenTarget, configSource: ConfigSource): SourceLocation | undefined {
  const suffix = link.anchor === undefined ? '' : `#${link.anchor}`;
  // Files (favicon, logo) are written relative to the static folder; a bare word (`docs`) would match other values.
  const isFile = link.path !== undefined && FILE_EXTENSION.test(link.path);
  const written =
    link.path === undefined ? [link.target] : [link.path + suffix, ...(isFile ? [link.path.slice(1) + suffix] : [])];
  for (const value of written) {
    const location = configSource.locateValue(value);
    if (location.line !== undefined) return location;
  }
  return undefined;
}

/** What is missing, and what exists near it. */
function diagnose(link: BrokenTarget, context: LocateContext): Omit<BrokenLink, 'pages' | 'location'> {
  const { target, path: sitePath, anchor } = link;
  if (sitePath === undefined) return { target, problem: 'outsideBaseUrl' };
  if (anchor !== undefined) {
    const suggestion = closestId(anchor, context.idsOfPage.get(normalizePath(sitePath)) ?? []);
    return {
      target,
      problem: 'anchor',
      path: sitePath,
      anchor,
      ...(suggestion ? { suggestion: `#${suggestion}` } : {}),
    };
  }
  const isFile = FILE_EXTENSION.test(sitePath);
  const candidates = isFile ? [...context.files].map((file) => `/${file}`) : context.idsOfPage.keys();
  const candidateList = [...candidates];
  const sameButCase = candidateList.find((candidate) => candidate.toLowerCase() === sitePath.toLowerCase());
  if (sameButCase) return { target, problem: 'caseOnly', path: sitePath, suggestion: sameButCase };
  const suggestion = closestPath(sitePath, candidateList);
  return { target, problem: isFile ? 'file' : 'page', path: sitePath, ...(suggestion ? { suggestion } : {}) };
}
