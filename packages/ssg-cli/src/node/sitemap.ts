import type { RouteManifest } from '@kran/content-core';
import { canonicalUrl } from './canonical-url.js';
import { escapeHtml } from './html-document.js';
import type { OutputFile } from './feeds.js';

/** sitemap.xml with every route (lastmod for posts and the lists that show them) and robots.txt pointing at it. */
export function createSitemap(manifest: RouteManifest): OutputFile[] {
  const { site } = manifest;
  const absolute = (routePath: string) => canonicalUrl(site, routePath);
  const entries = manifest.routes.map((route) => {
    const date = route.kind === 'blogPost' ? route.date : 'posts' in route ? route.posts[0]?.date : undefined;
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
