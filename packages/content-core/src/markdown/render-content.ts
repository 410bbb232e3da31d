import type { Root as HastRoot } from 'hast';
import type { ContentLink, StaticAsset, TocItem } from '../types.js';
import { contentLinksOf } from './content-links.js';
import type { ParsedMarkdown } from './parse-markdown.js';
import { toHast } from './to-hast.js';
import { expandLatestPosts, type LatestPosts } from './expand-latest-posts.js';
import { addImageDimensions } from './image-dimensions.js';
import { expandPartials, type LoadPartial } from './mdx/expand-partials.js';
import { resolveLinks, type LinkContext } from './resolve-links.js';
import { stripPositions } from './strip-positions.js';
import { contentBefore } from './summary.js';

export interface TocLevels {
  min: number;
  max: number;
}

export interface RenderedContent {
  content: HastRoot;
  /** The part before the truncate marker, when there is one. */
  summary?: HastRoot;
  toc: TocItem[];
  /** Files next to the content that the page links to. */
  assets: StaticAsset[];
  /** The content's internal links at their place in the file, for the link check; not part of the page. */
  links: ContentLink[];
}

/** Resolves a parsed file's links and returns its content (and summary, when truncated) as hast. */
export function renderContent(
  parsed: ParsedMarkdown,
  links: LinkContext & { latestPosts: LatestPosts; isHtmlTrusted: boolean; locale: string; loadPartial?: LoadPartial },
  tocLevels: TocLevels,
): RenderedContent {
  const tree = structuredClone(parsed.tree);
  if (parsed.partials && links.loadPartial)
    expandPartials(tree, { file: links.file, loadPartial: links.loadPartial, problems: links.problems });
  expandLatestPosts(tree, links.latestPosts, (message, node, hint) =>
    links.problems.error(
      message,
      { file: links.file, line: node.position?.start.line, column: node.position?.start.column },
      hint,
    ),
  );
  const { assets, fileOf } = resolveLinks(tree, links);
  addImageDimensions(tree, fileOf);
  const content = toHast(tree, { isHtmlTrusted: links.isHtmlTrusted, locale: links.locale });
  const summary = parsed.truncateOffset === undefined ? undefined : contentBefore(content, parsed.truncateOffset);
  const contentLinks = contentLinksOf(content);
  stripPositions(content);
  if (summary) stripPositions(summary);
  const toc: TocItem[] = parsed.toc.filter((item) => item.level >= tocLevels.min && item.level <= tocLevels.max);
  return { content, toc, assets, links: contentLinks, ...(summary ? { summary } : {}) };
}
