import type { Route, RouteManifest } from '@kran/content-core';
import { canonicalUrl } from '../render/canonical-url.js';
import { escapeHtml } from '../render/html-document.js';
import type { OutputFile } from './feeds.js';

/**
 * sitemap.xml with every route and its lastmod (a post's date, a doc's or page's `last_update` date, the
 * newest post a list, tag, author, archive or tag index page shows) and robots.txt pointing at it.
 */
export function createSitemap(manifest: RouteManifest): OutputFile[] {
  const { site } = manifest;
  const absolute = (routePath: string) => canonicalUrl(site, routePath);
  const lastModifiedOf = lastModification(manifest.routes);
  const entries = manifest.routes.map((route) => {
    const date = lastModifiedOf(route);
    const lastmod = date ? `<lastmod>${date}</lastmod>` : '';
    return `<url><loc>${escapeHtml(absolute(route.path))}</loc>${lastmod}</url>`;
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
  return [
    { path: 'sitemap.xml', contents: sitemap },
    { path: 'robots.txt', contents: robots },
  ];
}

/** The day a route last changed, `YYYY-MM-DD`, when the manifest knows it. */
function lastModification(routes: Route[]): (route: Route) => string | undefined {
  // The tag index of a blog changes with its newest tagged post.
  const newestTagged = new Map<string, { date: string; dateTime: string }>();
  for (const route of routes) {
    if (route.kind !== 'blogPost' || route.tags.length === 0) continue;
    const newest = newestTagged.get(route.blogId);
    if (!newest || route.dateTime > newest.dateTime) newestTagged.set(route.blogId, route);
  }
  return (route) => {
    switch (route.kind) {
      case 'blogPost':
        return route.date;
      case 'blogList':
      case 'blogTagPosts':
      case 'blogAuthorPosts':
        return route.posts[0]?.date;
      case 'blogArchive':
        return route.years[0]?.posts[0]?.date;
      case 'blogTags':
        return newestTagged.get(route.blogId)?.date;
      case 'doc':
      case 'page':
        return route.lastUpdate?.date;
    }
  };
}
