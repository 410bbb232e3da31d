import type { RouteManifest } from '@kran/content-core';
import { escapeHtml } from './html-document.js';
import type { OutputFile } from './feeds.js';

/** sitemap.xml with every route (lastmod for dated posts) and robots.txt pointing at it. */
export function createSitemap(manifest: RouteManifest): OutputFile[] {
  const { site } = manifest;
  const absolute = (routePath: string) => `${site.url}${site.baseUrl.replace(/\/$/, '')}${routePath === '/' ? '/' : routePath}`;
  const entries = manifest.routes.map((route) => {
    const lastmod = route.kind === 'blogPost' ? `<lastmod>${route.date}</lastmod>` : '';
    return `<url><loc>${escapeHtml(absolute(route.path))}</loc>${lastmod}</url>`;
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
  return [
    { path: 'sitemap.xml', contents: sitemap },
    { path: 'robots.txt', contents: robots },
  ];
}
