import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { TocItem } from '../types.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { takeContentTitle } from './remark-content-title.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { findTruncateIndex } from './remark-truncate.js';
import { stripPositions } from './strip-positions.js';

/** A markdown file parsed to mdast, before its links are resolved. */
export interface ParsedMarkdown {
  tree: MdastRoot;
  /** Text of the leading `# heading`, removed from the tree. */
  contentTitle?: string;
  /** Top-level index of the truncate marker. */
  truncateIndex?: number;
  toc: TocItem[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);

/** Parses markdown (front matter included, so positions are the file's) into mdast. */
export function parseMarkdown(source: string): ParsedMarkdown {
  const tree = parser.parse(source);
  parser.runSync(tree);
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  const contentTitle = takeContentTitle(tree);
  const toc: TocItem[] = [];
  remarkHeadingIds(toc)(tree);
  remarkAdmonitions()(tree);
  return { tree, contentTitle, truncateIndex: findTruncateIndex(tree), toc };
}

const toHastProcessor = unified().use(remarkRehype, {
  footnoteLabel: 'Fußnoten',
  footnoteBackLabel: (referenceIndex: number) => `Zurück zur Referenz ${referenceIndex + 1}`,
});

/** Converts mdast to hast (leaving the mdast as it was), without positions, ready for the manifest. */
export function toHast(tree: MdastRoot): HastRoot {
  const result = toHastProcessor.runSync(tree) as HastRoot;
  stripPositions(result);
  return result;
}
