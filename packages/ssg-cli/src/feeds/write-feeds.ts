import type { RouteManifest } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import type { StagedOutput } from '../output/write-output.js';
import { securityHeadersFile } from './security-headers.js';
import { createFeeds } from './feeds.js';
import { createSitemap } from './sitemap.js';

/** Writes the blogs' feeds, the sitemap with robots.txt, and the security headers; returns their paths. */
export async function writeFeeds(manifest: RouteManifest, shell: SiteShell, staged: StagedOutput): Promise<string[]> {
  const copyright = shell.footer?.copyright;
  const files = [...createFeeds(manifest, copyright), ...createSitemap(manifest), securityHeadersFile(manifest, shell)];
  for (const file of files) await staged.write(file.path, file.contents);
  return files.map((file) => file.path);
}
