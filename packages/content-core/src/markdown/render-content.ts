import type { Root } from 'mdast';
import type { TocItem } from '../types.js';
import type { ParsedMarkdown } from './processor.js';
import { toHast } from './processor.js';
import { resolveLinks, type LinkContext } from './resolve-links.js';

export interface TocLevels {
  min: number;
  max: number;
}

/** Resolves a parsed file's links and returns its content (and summary, when truncated) as hast. */
export function renderContent(parsed: ParsedMarkdown, links: LinkContext, tocLevels: TocLevels) {
  const tree = structuredClone(parsed.tree);
  resolveLinks(tree, links);
  const content = toHast(tree);
  const summary = parsed.truncateIndex === undefined ? undefined : toHast({ ...tree, children: tree.children.slice(0, parsed.truncateIndex) } as Root);
  const toc: TocItem[] = parsed.toc.filter((item) => item.level >= tocLevels.min && item.level <= tocLevels.max);
  return { content, toc, ...(summary ? { summary } : {}) };
}
