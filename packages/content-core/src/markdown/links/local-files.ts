import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { SITE_ALIAS } from '@kran/contract';
import { isExternalUrl } from '../../is-external-url.js';

// A path names a file (rather than a route) when its last dot is followed by a word: `.pdf`, `.tar.gz`, not `v4.0`.
export const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;
const MARKDOWN = /\.mdx?$/;

/** A URL's path (decoded) and the `?query#hash` after it. */
export function splitUrl(url: string): { pathPart: string; suffix: string } {
  const index = url.search(/[?#]/);
  const pathPart = index === -1 ? url : url.slice(0, index);
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    // A malformed escape such as `%E0` is read as written.
  }
  return { pathPart: decoded, suffix: index === -1 ? '' : url.slice(index) };
}

/**
 * The path relative to the site root that a relative (or `@site/`) URL of a markdown file names, such as
 * `docs/img/diagram.svg`; undefined for external URLs, anchors and site paths (`/img/x.png`).
 */
export function sitePathOf(url: string, file: string): string | undefined {
  if (!isRelativeUrl(url)) return undefined;
  const { pathPart } = splitUrl(url);
  if (pathPart.startsWith(SITE_ALIAS)) return path.posix.normalize(pathPart.slice(SITE_ALIAS.length));
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
}

/** Whether a URL names a markdown file, whose link becomes the route of that file. */
export function isMarkdownUrl(url: string): boolean {
  return MARKDOWN.test(splitUrl(url).pathPart);
}

/**
 * The URLs of a file's links and images that name other files next to the content (not markdown pages):
 * the rendered page depends on those files' contents, which give the copies their names.
 */
export function localFileUrlsOf(tree: Root): string[] {
  const urls = new Set<string>();
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const { url } = node as { url: string };
    if (isRelativeUrl(url) && !isMarkdownUrl(url)) urls.add(url);
  });
  return [...urls];
}

function isRelativeUrl(url: string): boolean {
  return (
    Boolean(url) && !isExternalUrl(url) && !url.startsWith('#') && !url.startsWith('/') && splitUrl(url).pathPart !== ''
  );
}
