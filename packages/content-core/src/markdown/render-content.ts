import type { Root } from 'mdast';
import type { TocItem } from '../types.js';
import type { ParsedMarkdown } from './processor.js';
import { toHast } from './processor.js';
import { expandLatestPosts, type LatestPosts } from './expand-latest-posts.js';
import { resolveLinks, type LinkContext } from './resolve-links.js';

export interface TocLevels {
  min: number;
  max: number;
}

/** Resolves a parsed file's links and returns its content (and summary, when truncated) as hast. */
export function renderContent(parsed: ParsedMarkdown, links: LinkContext & { latestPosts: LatestPosts; isHtmlTrusted: boolean }, tocLevels: TocLevels) {
  const tree = structuredClone(parsed.tree);
  expandLatestPosts(tree, links.latestPosts, (message, node, hint) =>
    links.problems.error(message, { file: links.file, line: node.position?.start.line, column: node.position?.start.column }, hint),
  );
  resolveLinks(tree, links);
  const options = { isHtmlTrusted: links.isHtmlTrusted };
  const content = toHast(tree, options);
  const summary = parsed.truncateIndex === undefined ? undefined : toHast({ ...tree, children: tree.children.slice(0, parsed.truncateIndex) } as Root, options);
  const toc: TocItem[] = parsed.toc.filter((item) => item.level >= tocLevels.min && item.level <= tocLevels.max);
  return { content, toc, ...(summary ? { summary } : {}) };
}
