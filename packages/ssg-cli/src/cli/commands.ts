import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSite, type BuildSummary } from '../pipeline/build-site.js';
import { cacheFolderOf } from '../cache/cache-folder.js';
import { clearKilledBuilds } from '../output/write-output.js';
import { compiledConfigPath, loadConfig } from '../config/load-config.js';
import { printBrokenLinks } from '../links/print-broken-links.js';
import { initSite } from '../init/init-site.js';
import type { InitLocale } from '../init/init-locales.js';
import { initReport } from '../init/next-steps.js';
import type { PackageManager } from '../init/package-managers.js';
import { progressBar } from './progress.js';
import { normalizeBaseUrl, siteUrl } from './site-url.js';
import { summaryLines } from './summary.js';
import type { runDev as RunDev } from './dev.js';

/** Runs kran dev; its modules are loaded only for it. */
export async function runDev(...args: Parameters<typeof RunDev>): ReturnType<typeof RunDev> {
  return (await import('./dev.js')).runDev(...args);
}

export async function runBuild(options: {
  siteDir: string;
  outDir?: string;
  baseUrl?: string;
  locale?: string;
  persistentCache?: boolean;
  sourceMaps?: boolean;
}): Promise<BuildSummary> {
  const start = performance.now();
  const progress = progressBar(process.stderr);
  const summary = await buildSite({ ...options, onProgress: progress.update });
  progress.done();
  for (const notice of summary.notices) console.warn(notice);
  if (summary.warnings.length > 0) {
    // Loaded only when needed: a build that finds nothing changed loads no part of content-core's pipeline.
    const { formatProblem } = await import('@kran/content-core');
    for (const warning of summary.warnings) console.warn(formatProblem(warning));
  }
  printBrokenLinks(summary);
  console.log(summaryLines(summary, (performance.now() - start) / 1000, process.cwd()).join('\n'));
  return summary;
}

/** Removes the site's build cache and what killed builds left next to the output folder. */
export async function runClean(options: { siteDir: string; outDir?: string }): Promise<void> {
  const outDir = path.resolve(options.siteDir, options.outDir ?? 'build');
  const cacheFolder = cacheFolderOf(options.siteDir);
  const hadCache = existsSync(cacheFolder);
  const { removeBuildCache } = await import('../cache/build-cache.js');
  removeBuildCache(options.siteDir);
  const leftovers = await clearKilledBuilds(outDir);
  console.log(
    [
      hadCache ? `Removed the build cache ${cacheFolder}.` : `There was no build cache at ${cacheFolder}.`,
      leftovers.length > 0
        ? `Removed ${leftovers.length} staging folder(s) of stopped builds: ${leftovers.join(', ')}.`
        : 'No staging folders of stopped builds were left.',
    ].join('\n'),
  );
}

/** Writes a new site into `dir` (as the user wrote it) and prints its files and the next steps. */
export async function runInit(options: {
  dir: string;
  locale: InitLocale;
  packageManager: PackageManager;
}): Promise<void> {
  const files = await initSite(options);
  console.log(initReport({ ...options, files }));
}

/** Writes site.config.ts from a Docusaurus site's config and prints what it could not translate. */
export async function runMigrate(options: { siteDir: string; force: boolean }): Promise<void> {
  const { migrateSite } = await import('../migrate/migrate-site.js');
  console.log((await migrateSite(options)).report);
}

/**
 * Prints the route of every page, sorted; of a site in several languages, every locale's, each below its base URL's
 * part beyond the default locale's (`/de/docs/intro`).
 */
export async function runRoutes(siteDir: string): Promise<void> {
  const { buildManifest, formatProblem } = await import('@kran/content-core');
  const { resolveLocales } = await import('@kran/content-core/locales');
  const { loadThemePackage } = await import('../config/theme-package.js');
  const { configPartOf } = await import('../config/site-config-part.js');
  const { siteContentTexts } = await import('../content/content-texts.js');
  const { typeScriptImporter } = await import('../content/import-typescript.js');
  const config = await loadConfig(siteDir);
  const { theme } = await loadThemePackage(siteDir, config.theme?.package);
  const { locales, defaultLocale } = resolveLocales(config);
  const rootBaseUrl = locales.find((locale) => locale.code === defaultLocale)!.baseUrl;
  const paths: string[] = [];
  for (const locale of locales) {
    const localeConfig = config.i18n ? { ...config, locale: { code: locale.code } } : config;
    const manifest = await buildManifest({
      siteDir,
      config: localeConfig,
      configPart: configPartOf(theme, siteDir),
      configModule: compiledConfigPath(siteDir),
      importTypeScript: typeScriptImporter(siteDir),
      textsFor: siteContentTexts(localeConfig, theme),
    });
    for (const warning of manifest.warnings) console.warn(formatProblem(warning));
    const prefix = `/${locale.baseUrl.slice(rootBaseUrl.length)}`.replace(/\/$/, '');
    for (const route of manifest.routes) paths.push(prefix && route.path === '/' ? prefix : `${prefix}${route.path}`);
  }
  process.stdout.write(`${paths.sort().join('\n')}\n`);
}

/** Writes the translation files of a locale (the default one unless given) and prints what it wrote. */
export async function runWriteTranslations(options: { siteDir: string; locale?: string }): Promise<void> {
  const { writeTranslations, writtenReport } = await import('../translations/write-translations.js');
  const { loadThemePackage } = await import('../config/theme-package.js');
  const { resolveLocales } = await import('@kran/content-core');
  const { configPartOf } = await import('../config/site-config-part.js');
  const { siteContentTexts } = await import('../content/content-texts.js');
  const { typeScriptImporter } = await import('../content/import-typescript.js');
  const { siteDir } = options;
  const config = await loadConfig(siteDir);
  const { theme } = await loadThemePackage(siteDir, config.theme?.package);
  const locale = options.locale ?? resolveLocales(config).defaultLocale;
  const written = await writeTranslations({
    siteDir,
    config,
    theme,
    locale,
    manifestOptions: {
      configPart: configPartOf(theme, siteDir),
      configModule: compiledConfigPath(siteDir),
      importTypeScript: typeScriptImporter(siteDir),
      textsFor: siteContentTexts(config, theme),
    },
  });
  console.log(writtenReport(locale, written));
}

/** Serves a build under the base URL it was built for, or `baseUrl`. */
export async function runServe(options: {
  dir: string;
  port: number;
  host: string;
  baseUrl?: string;
}): Promise<Server> {
  if (!existsSync(options.dir)) throw new Error(`${options.dir} does not exist. Run "kran build" first.`);
  const { createStaticServer } = await import('../serve/serve.js');
  const { serveFactsReader } = await import('../serve/serve-facts.js');
  const baseUrl = options.baseUrl === undefined ? undefined : normalizeBaseUrl(options.baseUrl);
  const server = createStaticServer(options.dir, baseUrl === undefined ? {} : { baseUrl });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  console.log(
    `Serving ${options.dir} at ${siteUrl(options.host, port, baseUrl ?? serveFactsReader(options.dir)().baseUrl)}`,
  );
  return server;
}
