import { toHtml } from 'hast-util-to-html';
import { buildManifest } from '../src/manifest/build-manifest.js';
import type { MarkdownPlugin } from '../src/markdown/plugins/markdown-plugins.js';
import type { ContentWarning } from '../src/errors/errors.js';
import type { SiteConfig } from '../src/config/config.js';
import { temporarySite } from './bad-input/sites.js';
import { fixtureConfig, routeOf } from './fixture-site.js';

/**
 * Builds a site of docs written here (`docs/…`, served at `/docs/…`) with the given remark plugins, and gives each
 * doc's content as HTML by its route, and the build's warnings.
 */
export async function buildDocs(
  files: Record<string, string>,
  remarkPlugins: MarkdownPlugin[] = [],
  config: Partial<SiteConfig> = {},
): Promise<{ htmlOf: (route: string) => string; warnings: ContentWarning[] }> {
  const site = temporarySite(files);
  try {
    const docs = [{ id: 'default', path: 'docs', routeBasePath: 'docs', remarkPlugins }];
    const manifest = await buildManifest({
      siteDir: site.siteDir,
      config: { ...fixtureConfig, blogs: [], docs, ...config },
    });
    return {
      htmlOf: (route) => toHtml(routeOf(manifest, 'doc', route).content),
      warnings: manifest.warnings,
    };
  } finally {
    site.remove();
  }
}
