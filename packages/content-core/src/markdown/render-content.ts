import type { Root as HastRoot } from 'hast';
import type { TocItem } from '../types.js';
import type { ParsedMarkdown } from './parse-markdown.js';
import { toHast } from './to-hast.js';
import { expandLatestPosts, type LatestPosts } from './expand-latest-posts.js';
import { addImageDimensions } from './image-dimensions.js';
import { resolveLinks, type LinkContext } from './resolve-links.js';
import { stripPositions } from './strip-positions.js';

export interface TocLevels {
  min: number;
  max: number;
}

/** Resolves a parsed file's links and returns its content (and summary, when truncated) as hast. */
export function renderContent(parsed: ParsedMarkdown, links: LinkContext & { latestPosts: LatestPosts; isHtmlTrusted: boolean; staticRoot: string }, tocLevels: TocLevels) {
  const tree = structuredClone(parsed.tree);
  expandLatestPosts(tree, links.latestPosts, (message, node, hint) =>
    links.problems.error(message, { file: links.file, line: node.position?.start.line, column: node.position?.start.column }, hint),
  );
  resolveLinks(tree, links);
  addImageDimensions(tree, links.staticRoot);
  const content = toHast(tree, { isHtmlTrusted: links.isHtmlTrusted });
  const summary = parsed.truncateIndex === undefined ? undefined : summaryOf(content, tree.children[parsed.truncateIndex]?.position?.start.offset);
  stripPositions(content);
  const toc: TocItem[] = parsed.toc.filter((item) => item.level >= tocLevels.min && item.level <= tocLevels.max);
  return { content, toc, ...(summary ? { summary } : {}) };
}

/** The top-level content before the truncate marker's place in the source (the whole post when it ends there). */
function summaryOf(content: HastRoot, boundary: number | undefined): HastRoot {
  if (boundary === undefined) return { ...content, children: [...content.children] };
  const children = content.children.filter((node) => (node.position?.start.offset ?? Infinity) < boundary || (node.type === 'text' && !node.value.trim()));
  while (children.at(-1)?.type === 'text') children.pop();
  return { type: 'root', children };
}
