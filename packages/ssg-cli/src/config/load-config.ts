import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@kran/content-core';
import type { ThemeSiteConfig } from '@kran/theme';
import { threadEsbuild } from '../esbuild-service.js';
import type { ClientRedirectsConfig } from './client-redirects-config.js';
import type { ContentSecurityPolicyConfig } from './content-security-policy-config.js';
import type { SassConfig } from './sass-config.js';
import { writeFileAtomically } from '../output/write-output.js';

/**
 * A site's config: its content options (content-core) and the part the theme reads (navbar, footer, colorMode,
 * announcementBar, theme).
 */
export type KranConfig = SiteConfig & ThemeSiteConfig & SsgCliConfig;

/** The part of the config ssg-cli reads itself. */
export interface SsgCliConfig {
  /** `package`: the theme package the site uses, `@kran/theme` unless given. */
  theme?: { package?: string };
  /**
   * Sources added to the Content-Security-Policy Kran writes, by directive, beyond those it finds itself (the
   * site's own files, and the hosts its CSS imports stylesheets and fonts from); `false` writes no policy.
   */
  contentSecurityPolicy?: ContentSecurityPolicyConfig;
  /** The options of @docusaurus/plugin-client-redirects: redirect pages written with the site. */
  clientRedirects?: ClientRedirectsConfig;
  /**
   * The options of docusaurus-plugin-sass (sass-loader's), for the site's `.scss` and `.sass` files:
   * `sassOptions.loadPaths` (or `includePaths`), `quietDeps`, `silenceDeprecations`.
   */
  sass?: SassConfig;
}

/** Types a site config; returns it unchanged. */
export function defineConfig(config: KranConfig): KranConfig {
  return config;
}

export const CONFIG_FILE = 'site.config.ts';
/** Folder in the site for files Kran generates, open to read. */
export const GENERATED_DIR = '.ssg';

/**
 * Where a build writes what it generates for its locale (the client's entry files, the site's modules compiled with
 * the locale's texts): the generated folder, or, for a locale named to the build, `locale-<code>` below it, so that
 * the builds of a site's locales, which read their content before any renders, keep their own.
 */
export function generatedDirOf(siteDir: string, locale: string | undefined): string {
  return path.join(siteDir, GENERATED_DIR, ...(locale === undefined ? [] : [`locale-${locale}`]));
}

/** Below a generated folder: the site's component overrides compiled for Node. */
export const THEME_COMPONENTS_DIR = 'theme-components';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where site.config.ts is compiled to: a module whose default export is the config (content-core's workers import it). */
export function compiledConfigPath(siteDir: string): string {
  return path.join(siteDir, GENERATED_DIR, 'site.config.mjs');
}

/** Compiles and imports a site's site.config.ts. */
export async function loadConfig(siteDir: string): Promise<KranConfig> {
  const configPath = path.join(siteDir, CONFIG_FILE);
  if (!existsSync(configPath))
    throw new ConfigError(`${configPath} does not exist. Point --site at a folder with a ${CONFIG_FILE}.`);
  const outfile = compiledConfigPath(siteDir);
  try {
    const { outputFiles } = await threadEsbuild.build({
      entryPoints: [configPath],
      outfile,
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    for (const output of outputFiles) await writeFileAtomically(output.path, output.contents);
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
      .errors?.[0];
    const where = first?.location
      ? `${first.location.file}:${first.location.line}:${first.location.column + 1}`
      : CONFIG_FILE;
    throw new ConfigError(
      `${where}\n  ${first?.text ?? String(error)}\n  Fix the config file; it must be valid TypeScript.`,
    );
  }
  // A query of its own makes each load a new module; not `t`, which Vite (and so Vitest) takes for its own and drops.
  const module = (await import(`${pathToFileURL(outfile).href}?loaded=${Date.now()}`)) as { default?: KranConfig };
  if (!module.default || typeof module.default !== 'object') {
    throw new ConfigError(
      `${CONFIG_FILE} has no default export. End it with \`export default defineConfig({ ... })\`.`,
    );
  }
  return module.default;
}
