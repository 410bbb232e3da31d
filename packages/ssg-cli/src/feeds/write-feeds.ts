import type { RouteManifest } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { StagedOutput } from '../output/write-output.js';
import type { ContentSecurityPolicyConfig } from '../config/content-security-policy-config.js';
import { securityHeadersFile } from './security-headers.js';
import type { StylesheetOrigins } from '../bundle/stylesheet-origins.js';
import { createFeeds } from './feeds.js';
import { createSitemap } from './sitemap.js';

/** What the security headers follow besides the pages: the bundle's stylesheets and the config's policy. */
export interface PolicySources {
  /** The hosts the bundle's stylesheets load stylesheets and fonts from. */
  stylesheetOrigins: StylesheetOrigins;
  /** Inline scripts of pages the theme does not render (redirect pages). */
  inlineScripts: string[];
  config?: ContentSecurityPolicyConfig;
}

/**
 * Writes the blogs' feeds, the sitemap with robots.txt, and the security headers (which allow the theme's inline
 * script and what the site's stylesheets load); returns their paths.
 */
export async function writeFeeds(
  manifest: RouteManifest,
  shell: SiteShell,
  staged: StagedOutput,
  theme: ThemeDefinition,
  policy: PolicySources,
): Promise<string[]> {
  const copyright = shell.footer?.copyright;
  const files = [
    ...createFeeds(manifest, copyright),
    ...createSitemap(manifest),
    securityHeadersFile(manifest, shell, theme, {
      stylesheetOrigins: policy.stylesheetOrigins,
      inlineScripts: policy.inlineScripts,
      ...(policy.config !== undefined ? { config: policy.config } : {}),
    }),
  ];
  for (const file of files) await staged.write(file.path, file.contents);
  return files.map((file) => file.path);
}
