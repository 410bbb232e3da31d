import type { HeadTag, SiteMetadata } from '@kran/content-core';
import { DATA_ID, decodePageData, ROOT_ID, type RuntimeSettings } from '@kran/runtime';
import type { PageProps } from '@kran/theme';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageLinksOf, type PageLinks } from '../links/check-links.js';
import { FileWriter } from '../output/file-writer.js';
import { htmlDocument, type PageIndexing } from './html-document.js';
import type { ReactPageModules } from '../content/react-pages.js';
import type { SiteComponentModules } from '../content/site-components.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { ThemedBuildContext } from '../build-context.js';
import { renderRoute } from './render-route.js';
import { searchDocumentOf } from '../search/search-document.js';

/** One page to render and where its files go; small, so that workers can be handed pages as they go. */
export interface RenderJob {
  /** The route path. */
  path: string;
  /** The page's data file below the output root, already written: the renderer reads the page from it. */
  dataFile: string;
  htmlFile: string;
  source?: string;
  description: string;
  type: 'website' | 'article';
  /** schema.org objects about the page. */
  structuredData?: object[];
  article?: { publishedTime: string; tags: string[] };
  indexing?: PageIndexing;
  /** What the content's MDX `<head>` adds to the page's head. */
  headTags?: HeadTag[];
  /** The route's kind, which names its layout chunk. */
  layoutKind: string;
  /** The not-found page is not part of the link check. */
  isCheckedForLinks: boolean;
}

/** What every page of a build shares. */
export interface RenderContext {
  site: SiteMetadata;
  settings: RuntimeSettings;
  /**
   * Module scripts, loaded at low priority and with nothing preloaded, so that a page's text and styles
   * come first; the entry loads the code it needs (settings.layoutChunks) itself.
   */
  scripts: string[];
  stylesheets: string[];
  feeds: { type: string; title: string; href: string }[];
  outDir: string;
  /** The last build's output folder: a page whose HTML did not change is linked from there, not written. */
  previousOutDir?: string;
  /**
   * Whether `outDir` gets only the pages whose HTML changed, and the others stay in `previousOutDir`, which they
   * then replace in place (kran dev): data files too may be there only.
   */
  writesOnlyChanges?: boolean;
  /** Where the search documents of indexed pages go (at the page's HTML path); none when absent. */
  searchSourceDir?: string;
  /** The site's React pages compiled for Node, which a render worker loads before rendering. */
  reactPageModules: ReactPageModules;
  /** The site's own components that MDX content shows, compiled for Node, which a render worker loads. */
  siteComponentModules: SiteComponentModules;
  /** The site's locale and theme overrides, which a render worker loads before rendering. */
  theme: SiteTheme;
}

/** The writer of a build's pages: it links each page whose HTML the previous output has unchanged. */
export function pageWriterOf(context: RenderContext): FileWriter {
  const { previousOutDir, outDir, writesOnlyChanges } = context;
  return new FileWriter(previousOutDir ? { fromDir: previousOutDir, toDir: outDir, writesOnlyChanges } : undefined);
}

/**
 * Renders one page with the build's context in this thread, writes its HTML (and its search document), and returns
 * its links for the link check.
 */
export function renderJob(
  job: RenderJob,
  context: RenderContext,
  files: FileWriter,
  buildContext: ThemedBuildContext,
): PageLinks | undefined {
  const dataJson = readFileSync(dataFileOf(job, context), 'utf8');
  const data = decodePageData<PageProps>(JSON.parse(dataJson), context.settings.sharedProps);
  const html = htmlDocument({
    site: context.site,
    shell: context.theme.shell,
    theme: buildContext.theme,
    path: data.path,
    title: data.title,
    description: job.description,
    body: renderRoute(data, {
      site: context.site,
      context: buildContext,
      ...(job.source ? { source: job.source } : {}),
    }),
    embeddedData: `{"page":${dataJson},"settings":${JSON.stringify(context.settings)}}`,
    scripts: context.scripts,
    stylesheets: context.stylesheets,
    rootId: ROOT_ID,
    dataId: DATA_ID,
    type: job.type,
    feeds: context.feeds,
    ...(job.structuredData ? { structuredData: job.structuredData } : {}),
    ...(job.article ? { article: job.article } : {}),
    ...(job.indexing ? { indexing: job.indexing } : {}),
    ...(job.headTags ? { headTags: job.headTags } : {}),
  });
  files.write(path.join(context.outDir, job.htmlFile), html);
  const searchDocument =
    context.searchSourceDir && searchDocumentOf({ html, language: context.site.locale.code, title: data.title });
  if (searchDocument) files.write(path.join(context.searchSourceDir!, job.htmlFile), searchDocument);
  return job.isCheckedForLinks ? pageLinksOf(data.path, html) : undefined;
}

/** Where a page's data file is: in the build's folder, or, when it writes only changes, maybe in the previous output. */
function dataFileOf(job: RenderJob, context: RenderContext): string {
  const file = path.join(context.outDir, job.dataFile);
  if (!context.writesOnlyChanges || !context.previousOutDir || existsSync(file)) return file;
  return path.join(context.previousOutDir, job.dataFile);
}
