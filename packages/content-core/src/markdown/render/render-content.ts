import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { Problems } from '../../errors/problems.js';
import { andThen, type MaybePromise } from '../../maybe-async.js';
import type { ContentLink, HeadTag, StaticAsset, TocItem } from '../../types.js';
import { contentLinksOf } from '../links/content-links.js';
import type { PluginEntry } from '../plugins/markdown-plugins.js';
import type { ParsedMarkdown } from '../parse/parse-markdown.js';
import { treeCopyOf, type StoredMarkdown } from '../parse/stored-markdown.js';
import { addLinkLanguages } from '../links/add-link-languages.js';
import { toHast, type FootnoteTexts } from './to-hast.js';
import { expandLatestPosts, type LatestPosts } from './expand-latest-posts.js';
import { addImageDimensions } from './image-dimensions.js';
import type { ResolvedLinkLanguages } from '../links/link-languages.js';
import { expandPartials, type LoadPartial } from '../mdx/expand-partials.js';
import { resolveSiteComponents } from '../mdx/site-components.js';
import type { StylesheetImport } from '../mdx/read-esm.js';
import { resolveStylesheets } from '../mdx/stylesheets.js';
import { resolveLinks, type LinkContext } from '../links/resolve-links.js';
import { runPlugins } from '../plugins/run-plugins.js';
import { stripPositions } from './strip-positions.js';
import { contentBefore } from './summary.js';
import { classNamesOf } from './class-names.js';

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
  /** The files of the site's own components the content shows, relative to the site's folder, or `npm:` packages. */
  siteComponents?: string[];
  /** The stylesheets its MDX imports: files relative to the site's folder, or `npm:` and a package's file. */
  stylesheets?: string[];
  /** What the content's MDX `<head>` adds to the page's head. */
  headTags?: HeadTag[];
  /** The URL of the front matter's image beside the file, copied with the content's images. */
  image?: string;
  /** The class names its elements carry (`classNamesOf`), when there are any. */
  classNames?: string[];
}

export interface ContentRenderContext extends LinkContext {
  latestPosts: LatestPosts;
  isHtmlTrusted: boolean;
  /** The site's language code. */
  locale: string;
  /** The footnote texts in the site's language. */
  footnoteTexts: FootnoteTexts;
  linkLanguages: ResolvedLinkLanguages;
  /** Reads a partial an MDX file imports, for rendering it in place. */
  loadPartial?: LoadPartial;
}

/**
 * Resolves a parsed file's links, marks those to texts in other languages, and returns its content (and summary,
 * when truncated) as hast, made by Kran's own steps and then the site's rehype plugins. The summary is cut before
 * the plugins run (it is cut by source positions, which plugin output lacks), and they run on it as on the content.
 * A promise while a rehype plugin works asynchronously.
 */
export function renderContent(
  parsed: ParsedMarkdown | StoredMarkdown,
  links: ContentRenderContext,
  tocLevels: TocLevels,
  rehypePlugins: readonly PluginEntry[] = [],
): MaybePromise<RenderedContent> {
  const tree = treeCopyOf(parsed);
  const siteComponents = new Set<string>();
  const stylesheets = new Set<string>();
  const resolveComponents = (content: MdastRoot, file: string, imported: { stylesheets?: StylesheetImport[] }) => {
    const context = { file, siteDir: links.siteDir, problems: links.problems };
    for (const module of resolveSiteComponents(content, context)) siteComponents.add(module);
    for (const stylesheet of resolveStylesheets(imported.stylesheets ?? [], context)) stylesheets.add(stylesheet);
  };
  resolveComponents(tree, links.file, parsed);
  if (parsed.partials && links.loadPartial)
    expandPartials(tree, {
      file: links.file,
      loadPartial: links.loadPartial,
      problems: links.problems,
      prepare: resolveComponents,
    });
  expandLatestPosts(tree, links.latestPosts, (message, node, hint) =>
    links.problems.error(
      message,
      { file: links.file, line: node.position?.start.line, column: node.position?.start.column },
      hint,
    ),
  );
  const { assets, fileOf, image } = resolveLinks(tree, links);
  addImageDimensions(tree, fileOf);
  const content = toHast(tree, { isHtmlTrusted: links.isHtmlTrusted, footnoteTexts: links.footnoteTexts });
  addLinkLanguages(content, links);
  const summary = parsed.truncateOffset === undefined ? undefined : contentBefore(content, parsed.truncateOffset);
  const contentLinks = contentLinksOf(content);
  const finish = ([content, summary]: [HastRoot, HastRoot | undefined]): RenderedContent => {
    stripPositions(content);
    if (summary) stripPositions(summary);
    const classNames = classNamesOf(content);
    const toc: TocItem[] = parsed.toc.filter((item) => item.level >= tocLevels.min && item.level <= tocLevels.max);
    return {
      content,
      toc,
      assets,
      links: contentLinks,
      ...(summary ? { summary } : {}),
      ...(siteComponents.size > 0 ? { siteComponents: [...siteComponents].sort() } : {}),
      ...(stylesheets.size > 0 ? { stylesheets: [...stylesheets] } : {}),
      ...(parsed.headTags ? { headTags: parsed.headTags } : {}),
      ...(image ? { image } : {}),
      ...(classNames.length > 0 ? { classNames } : {}),
    };
  };
  if (rehypePlugins.length === 0) return finish([content, summary]);
  // The summary shares nodes with the content, which the plugins change in place.
  const summaryCopy = summary && structuredClone(summary);
  const withPlugins = andThen(
    runPlugins(content, rehypePlugins, { file: links.file, problems: links.problems }) as MaybePromise<HastRoot>,
    (content) =>
      summaryCopy
        ? // Whatever the plugins report about the summary, they reported about the content already.
          andThen(
            runPlugins(summaryCopy, rehypePlugins, {
              file: links.file,
              problems: new Problems(),
            }) as MaybePromise<HastRoot>,
            (summary): [HastRoot, HastRoot] => [content, summary],
          )
        : ([content, undefined] as [HastRoot, undefined]),
  );
  return andThen(withPlugins, finish);
}
