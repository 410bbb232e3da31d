import path from 'node:path/posix';
import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Problems } from '../problems.js';

export interface LinkContext {
  /** The markdown file, relative to the site root. */
  file: string;
  /** Permalink of every markdown file, keyed by its path relative to the site root. */
  permalinks: ReadonlyMap<string, string>;
  /** Static folder relative to the site root: its files are served from the site root. */
  staticDir: string;
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  problems: Problems;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/**
 * Rewrites relative links as Docusaurus does: `other.md#part` becomes the other file's route,
 * `../static/img.svg` the file's URL under the site root. A link to a missing .md file is reported.
 */
export function resolveLinks(tree: Root, context: LinkContext): void {
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const target = node as Link | Image | Definition;
    const resolved = resolveUrl(target, context);
    if (resolved !== undefined) target.url = resolved;
  });
}

function resolveUrl(node: Link | Image | Definition, context: LinkContext): string | undefined {
  const { url } = node;
  if (!url || EXTERNAL.test(url) || url.startsWith('/')) return undefined;
  const [pathPart = '', hash = ''] = splitHash(url);
  const sitePath = path.normalize(path.join(path.dirname(context.file), decodeURI(pathPart)));
  if (/\.mdx?$/.test(pathPart)) {
    const permalink = context.permalinks.get(sitePath);
    if (permalink) return permalink + hash;
    if (context.onBrokenMarkdownLinks !== 'ignore') {
      const report = context.onBrokenMarkdownLinks === 'throw' ? context.problems.error : context.problems.warn;
      report.call(
        context.problems,
        `The link "${url}" points at ${sitePath}, which is not a page of this site.`,
        { file: context.file, line: node.position?.start.line, column: node.position?.start.column },
        'Check the file name, or link to the route instead, e.g. `/docs/installation`.',
      );
    }
    return undefined;
  }
  const staticPrefix = `${context.staticDir.replace(/\/+$/, '')}/`;
  if (sitePath.startsWith(staticPrefix)) return `/${sitePath.slice(staticPrefix.length)}${hash}`;
  return undefined;
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
