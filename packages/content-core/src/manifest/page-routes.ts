import type { ContentCache } from '../cache/cache.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { SourceFile } from '../loading/collect-files.js';
import type { LoadedPage } from '../loading/pages-loader.js';
import type { RenderedContent } from '../markdown/render/render-content.js';
import { pageHeadFactsOf } from '../routes/page-head-facts.js';
import { reactPageRoutes } from '../routes/react-pages.js';
import type { PageRoute, Route } from '../types.js';
import type { RouteContext } from './route-context.js';

/** Makes a markdown page's route, rendered with the pages' plugins; the same route object while its inputs stay. */
export type PageRouteMaker = (page: LoadedPage) => PageRoute;

export function pageRouteMaker(
  context: RouteContext & { cache: ContentCache; resolved: ResolvedConfig },
): PageRouteMaker {
  const { cache, resolved, reuse } = context;
  const rehype = context.plugins.rehype('pages', 0);
  return (page) => {
    const rendered = context.render(page, rehype);
    return reuse.memo(
      ['page', cache.identity(page), cache.identity(rendered.content), resolved.site.title, resolved.site.tagline],
      () => pageRoute(page, rendered, resolved),
    );
  };
}

/** The routes of the markdown pages, then those of the React pages. */
export function makePageRoutes(
  pages: readonly LoadedPage[],
  pageModules: readonly Omit<SourceFile, 'source'>[],
  context: { pageRouteOf: PageRouteMaker; resolved: ResolvedConfig },
): Route[] {
  return [...pages.map(context.pageRouteOf), ...reactPageRoutes(pageModules, context.resolved.site)];
}

function pageRoute(page: LoadedPage, rendered: RenderedContent, resolved: ResolvedConfig): PageRoute {
  return {
    kind: 'page',
    path: page.permalink,
    source: page.file,
    title: page.title ?? resolved.site.title,
    description: page.description || resolved.site.tagline,
    ...pageHeadFactsOf(page, rendered),
    content: rendered.content,
    toc: rendered.toc,
    ...(rendered.headTags ? { headTags: rendered.headTags } : {}),
    ...(page.heading === undefined ? {} : { heading: page.heading }),
    ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
  };
}
