import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkEmoji from 'remark-emoji';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { HeadTag, TocItem } from '../../types.js';
import { admonitionTitlesToLabels } from '../directives/admonition-titles.js';
import { checkRawHreflangs } from '../links/check-raw-hreflangs.js';
import { assetUsesOf } from '../links/asset-urls.js';
import { localFileUrlsOf } from '../links/local-files.js';
import { detectMdx } from '../mdx/detect-mdx.js';
import { fillInlineTocs } from '../mdx/fill-inline-tocs.js';
import { lowerMdx } from '../mdx/lower-mdx.js';
import { unwrapMdxCodeBlocks } from '../mdx/unwrap-mdx-code-blocks.js';
import { DOC_CARD_LIST } from '../mdx/lower-components.js';
import { visit } from 'unist-util-visit';
import { hasMdxNodes, upgradeMdx1Nodes } from '../mdx/mdx1-nodes.js';
import { createMdxScope, type StylesheetImport } from '../mdx/read-esm.js';
import type { MdxValue } from '../mdx/mdx-value.js';
import type { MdxReading } from '../mdx/mdx-version.js';
import { andThen, type MaybePromise } from '../../maybe-async.js';
import { partialUsesOf, type PartialUse } from '../mdx/expand-partials.js';
import { parseMdx } from '../mdx/parse-mdx.js';
import { remarkAdmonitions } from '../directives/remark-admonitions.js';
import { contentTitleOf, takeContentTitle } from './remark-content-title.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { findTooDeepLine, pruneTooDeepNodes } from './nesting.js';
import { remarkLandingSections, type DirectiveProblem } from '../directives/remark-landing-sections.js';
import { takeTruncateOffset } from './remark-truncate.js';

/** A markdown file parsed to mdast, before its links are resolved. */
export interface ParsedMarkdown {
  tree: MdastRoot;
  /** Text of the leading `# heading`, removed from the tree. */
  contentTitle?: string;
  /** Offset in the source of the truncate marker: the summary is the content before it. */
  truncateOffset?: number;
  toc: TocItem[];
  /** True when the content lists a blog's newest posts, so it changes with them. */
  usesLatestPosts: boolean;
  /** Whether the content shows `<DocCardList />`, whose cards its doc's route holds. */
  showsDocCardList?: true;
  /** Unknown directives and raw `hreflang`s that are not language codes, with their positions. */
  problems: DirectiveProblem[];
  /** Relative URLs of links and images that name files next to the content, not markdown pages. */
  localFileUrls: string[];
  /** The MDX partials the content shows (import specifier and props), resolved when it is rendered. */
  partials?: PartialUse[];
  /** What the MDX's `<head>` elements add to the page's head. */
  headTags?: HeadTag[];
  /** The stylesheets the MDX imports (`import 'pkg/style.css';`), resolved when it is rendered. */
  stylesheets?: StylesheetImport[];
}

/** Kran's markdown parser: CommonMark, front matter, GFM, directives. */
export const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .freeze();

/** A site's remark plugins, where they take part in parsing. */
export interface RemarkHooks {
  /** Parses with the plugins' syntax extensions. */
  parse?: (text: string) => MdastRoot;
  /** Parses MDX with the plugins' syntax extensions. */
  mdxParser?: Processor<MdastRoot>;
  /** Runs before Kran's own transforms (content title, heading ids, admonitions, truncate marker). */
  beforeDefault?: (tree: MdastRoot) => MaybePromise<MdastRoot>;
  /** Runs after them. */
  afterDefault?: (tree: MdastRoot) => MaybePromise<MdastRoot>;
}

const mdxParser = markdownParser().use(remarkMdx);

export interface ParseOptions {
  isMdx?: boolean;
  /** A partial keeps its leading `# heading` as content. */
  isPartial?: boolean;
  /** What MDX reads as `props`: a partial's attributes where it is shown (`<Partial name="x" />`); else none. */
  props?: Record<string, MdxValue>;
  /** The file's front matter, which its MDX reads as `frontMatter` (a partial has none). */
  frontMatter?: Record<string, MdxValue>;
  /**
   * Version 1 reads `{…}` outside JSX as Docusaurus 2 (MDX 1) shows it: evaluated when Kran can, else as text with a
   * warning; 3 (Docusaurus 3) evaluates it, and what cannot be evaluated is an error. The components are in scope
   * without an import, as Docusaurus's `MDXComponents` gives them.
   */
  mdx?: MdxReading;
  /** The texts of the files the MDX imports as their text or data, by import (`!!raw-loader!./example.py`). */
  importedTexts?: Readonly<Record<string, string>>;
}

const emojiShortcodes = (tree: MdastRoot): void => {
  unified().use(remarkEmoji).runSync(tree);
};

/**
 * Parses markdown (front matter included, so positions are the file's) into mdast, with the site's remark plugins
 * (`hooks`). Files that use MDX syntax (and all `.mdx` files) are read as MDX, as Docusaurus reads them, and
 * lowered to markdown and theme elements; so is the MDX the plugins add (an import and `<Tabs>`), as if the author
 * had written it. A promise only while an asynchronous plugin works.
 */
export function parseMarkdown(source: string, options?: ParseOptions): ParsedMarkdown;
export function parseMarkdown(source: string, options: ParseOptions, hooks: RemarkHooks): MaybePromise<ParsedMarkdown>;
export function parseMarkdown(
  source: string,
  options: ParseOptions = {},
  hooks: RemarkHooks = {},
): MaybePromise<ParsedMarkdown> {
  const tooDeep = findTooDeepLine(source);
  if (tooDeep)
    return {
      tree: emptyRoot(),
      toc: [],
      usesLatestPosts: false,
      problems: [tooDeep],
      localFileUrls: [],
    };
  const text = unwrapMdxCodeBlocks(admonitionTitlesToLabels(source));
  const problems: DirectiveProblem[] = [];
  const signal = options.isMdx ? 'file' : detectMdx(text);
  const mdx = signal ? parseMdx(hooks.mdxParser ?? mdxParser, text, signal) : undefined;
  if (mdx && 'problem' in mdx) problems.push(mdx.problem);
  const tree: MdastRoot =
    mdx && 'tree' in mdx
      ? mdx.tree
      : mdx && 'problem' in mdx
        ? emptyRoot()
        : hooks.parse
          ? hooks.parse(text)
          : markdownParser.parse(text);
  pruneTooDeepNodes(tree, problems);
  markdownParser.runSync(tree);
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  const scope = createMdxScope(options.mdx?.components, options.importedTexts);
  // MDX content is a component: `props` names what it is given, as in Docusaurus's MDX (1 and 3).
  scope.values.set('props', options.props ?? {});
  // What Docusaurus's MDX loader exports from every file: its front matter and the text of its leading `# heading`.
  scope.values.set('frontMatter', options.frontMatter ?? {});
  scope.values.set('contentTitle', options.isPartial ? undefined : contentTitleOf(tree));
  if (mdx && 'tree' in mdx) scope.markdownParts.push(...(mdx.markdownParts ?? []));
  const mdxVersion = options.mdx?.version ?? 1;
  const headTags = mdx && 'tree' in mdx ? lowerMdx(tree, problems, scope, mdxVersion) : [];
  const lowerAdded = (changed: MdastRoot): MdastRoot => {
    if (!hasMdxNodes(changed)) return changed;
    upgradeMdx1Nodes(changed, hooks.mdxParser ?? mdxParser);
    headTags.push(...lowerMdx(changed, problems, scope, mdxVersion));
    return changed;
  };
  const beforeDefault = hooks.beforeDefault ? andThen(hooks.beforeDefault(tree), lowerAdded) : tree;
  return andThen(beforeDefault, (tree) => {
    remarkLandingSections(text, problems)(tree);
    // Docusaurus's default remark-emoji (mdx-loader's DEFAULT_OPTIONS), before its heading ids: `:warning:` becomes ⚠️.
    emojiShortcodes(tree);
    const contentTitle = options.isPartial ? undefined : takeContentTitle(tree);
    const toc: TocItem[] = [];
    remarkHeadingIds(toc)(tree);
    if (mdx && 'tree' in mdx) fillInlineTocs(tree, toc, problems);
    remarkAdmonitions()(tree);
    checkRawHreflangs(tree, text, problems);
    const truncateOffset = takeTruncateOffset(tree);
    const afterDefault = hooks.afterDefault ? andThen(hooks.afterDefault(tree), lowerAdded) : tree;
    return andThen(afterDefault, (tree) => ({
      tree,
      contentTitle,
      truncateOffset,
      toc,
      usesLatestPosts: usesLatestPosts(tree),
      ...(mdx && showsDocCardList(tree) ? { showsDocCardList: true as const } : {}),
      problems,
      localFileUrls: [...new Set([...localFileUrlsOf(tree), ...assetUsesOf(tree).map(({ specifier }) => specifier)])],
      ...partialsOf(tree),
      ...(headTags.length > 0 ? { headTags } : {}),
      ...(scope.stylesheets.length > 0 ? { stylesheets: scope.stylesheets } : {}),
    }));
  });
}

function usesLatestPosts(tree: MdastRoot): boolean {
  return tree.children.some(function hasLatest(node): boolean {
    return (
      (node.type === 'leafDirective' && node.name === 'latest-posts') ||
      ('children' in node && (node.children as typeof tree.children).some(hasLatest))
    );
  });
}

function showsDocCardList(tree: MdastRoot): boolean {
  let shows = false;
  visit(tree, 'kranElement', (node) => {
    if (node.data.hProperties.dataKranComponent === DOC_CARD_LIST) shows = true;
  });
  return shows;
}

function emptyRoot(): MdastRoot {
  return { type: 'root', children: [] };
}

function partialsOf(tree: MdastRoot): { partials?: PartialUse[] } {
  const partials = partialUsesOf(tree);
  return partials.length > 0 ? { partials } : {};
}
