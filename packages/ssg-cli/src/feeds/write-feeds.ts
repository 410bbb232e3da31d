import type { RouteManifest } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { StagedOutput } from '../output/write-output.js';
import { securityHeadersFile } from './security-headers.js';
import { createFeeds } from './feeds.js';
import { createSitemap } from './sitemap.js';

/**
 * Writes the blogs' feeds, the sitemap with robots.txt, and the security headers (which allow the theme's inline
 * script); returns their paths.
 */
export async function writeFeeds(
  manifest: RouteManifest,
  shell: SiteShell,
  staged: StagedOutput,
  theme: ThemeDefinition,
): Promise<string[]> {
  const copyright = shell.footer?.copyright;
  const files = [
    ...createFeeds(manifest, copyright),
    ...createSitemap(manifest),
    securityHeadersFile(manifest, shell, theme),
  ];
  for (const file of files) await staged.write(file.path, file.contents);
  return files.map((file) => file.path);
}
