import type { Route, RouteManifest } from '@kran/content-core';
import type { RenderJob } from './render-job.js';
import { structuredDataOf } from './structured-data.js';

/** What a page's head tells search engines and link previews beyond its title and description. */
export function searchEngineFactsOf(
  route: Route,
  manifest: RouteManifest,
): Pick<RenderJob, 'structuredData' | 'article' | 'image' | 'keywords'> {
  const structuredData = structuredDataOf(route, manifest.site, manifest.feeds);
  return {
    ...('image' in route && route.image ? { image: route.image } : {}),
    ...('keywords' in route && route.keywords ? { keywords: route.keywords } : {}),
    ...(structuredData.length > 0 ? { structuredData } : {}),
    ...(route.kind === 'blogPost'
      ? { article: { publishedTime: route.date, tags: route.tags.map((tag) => tag.label) } }
      : {}),
  };
}
