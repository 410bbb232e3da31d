import type { ThemedBuildContext } from '../build-context.js';
import type { SiteContent } from '../content/load-content.js';
import type { StagedOutput } from '../output/write-output.js';
import type { SiteTheme } from '../theme/site-theme.js';
import { pageDataFrameOf, type KnownPageData } from './known-page-data.js';
import { PageRenderer } from './page-renderer.js';
import { pageTasksOf, type PageTasks } from './page-tasks.js';
import type { PageDataMemo } from './page-data-memo.js';
import type { RenderSetup } from './render-job.js';
import { renderSetupOf } from './render-plan.js';
import { RenderThreads } from './render-threads.js';

export interface PreparedPages {
  setup: RenderSetup;
  pageTasks: PageTasks;
  /** The threads that make and write the pages; the caller closes them. */
  threads: RenderThreads;
}

/**
 * Every page of the site as a task for the render threads, with the data the last build made of the same
 * routes taken over (the build cache's known page data, kran dev's memo in its render cache).
 */
export function preparePages(
  {
    content,
    theme,
    buildContext,
    staged,
  }: { content: SiteContent; theme: SiteTheme; buildContext: ThemedBuildContext; staged: StagedOutput },
  {
    searchSourceDir,
    knownPageData,
    pageDataMemo,
  }: {
    searchSourceDir?: string;
    /** The build cache's data of the last build's routes, for the frame of every page's data. */
    knownPageData?: (frame: string) => KnownPageData;
    /** kran dev's data of the last build's routes. */
    pageDataMemo?: PageDataMemo;
  },
): PreparedPages {
  // A page's data holds its content as HTML, which the site's MDX components render too.
  const frame = pageDataFrameOf(theme, content.siteComponentModules);
  const known = knownPageData?.(frame);
  const memo = pageDataMemo && { pageData: pageDataMemo, frame };
  const pageTasks = pageTasksOf(content.manifest, buildContext, {
    ...(known ? { known } : {}),
    ...(memo ? { memo } : {}),
  });
  const setup = renderSetupOf(content, theme, staged, searchSourceDir);
  const returnsPageData = Boolean(memo ?? known);
  const threads = new RenderThreads(setup, {
    pageCount: content.manifest.routes.length + 2,
    rendererHere: () => new PageRenderer(setup, buildContext, staged.files, returnsPageData),
    returnsPageData,
  });
  return { setup, pageTasks, threads };
}
