import { temporarySite } from '../../test/bad-input/sites.js';
import type { SiteConfig } from '../config/config.js';
import type { RouteManifest } from '../types.js';
import { buildManifest } from './build-manifest.js';

/** The tests' site in English (the default locale) and German, with a blog, docs and pages in folders so named. */
export const bilingualConfig: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
  pages: { path: 'pages' },
};

/** The manifest of that site of `files` (path relative to the site -> contents), in `locale` or the default one. */
export async function bilingualManifest(files: Record<string, string>, locale?: string): Promise<RouteManifest> {
  const site = temporarySite(files);
  try {
    const config = locale === undefined ? bilingualConfig : { ...bilingualConfig, locale: { code: locale } };
    return await buildManifest({ siteDir: site.siteDir, config });
  } finally {
    site.remove();
  }
}
