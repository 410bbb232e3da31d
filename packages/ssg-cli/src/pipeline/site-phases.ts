import { ConfigSource } from '@kran/content-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newBuildContext, type SiteBuildContext, type ThemedBuildContext } from '../build-context.js';
import { threadEsbuild } from '../esbuild-service.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { BundleInputs } from '../cache/cached-bundle.js';
import type { SharedBundles } from '../cache/shared-bundles.js';
import { localeModuleNamesOf, type LocaleModuleNames } from '../bundle/locale-modules.js';
import { themeBundleFactsOf } from '../bundle/theme-bundle-facts.js';
import type { SearchIndexWhileRendering } from '../cache/search-index-while-rendering.js';
import { CONFIG_FILE, type KranConfig } from '../config/load-config.js';
import { loadBuildConfig, type BuildConfig } from '../config/load-build-config.js';
import { siteSassOptions } from '../config/sass-config.js';
import { loadSiteTheme, type SiteTheme } from '../theme/site-theme.js';
import { withLayoutHeads } from '../render/layout-heads.js';
import { loadContent, type SiteContent } from '../content/load-content.js';
import { localePagesOf, withLocaleTwins, type LocalePages, type LocaleTwinsByPath } from '../content/locale-twins.js';
import { mdxStylesheetsOf, siteIslandsOf } from '../content/site-components.js';
import { writeFeeds } from '../feeds/write-feeds.js';
import { siteRedirects, type SiteRedirects } from '../redirects/site-redirects.js';
import { writeRedirectPages } from '../redirects/write-redirects.js';
import { REDIRECT_SCRIPT } from '../redirects/redirect-page.js';
import { checkSiteLinks, type SiteLinksReport } from '../links/check-site-links.js';
import { copyAssets, copyStaticFolder } from '../feeds/copy-site-files.js';
import type { RenderCache } from '../render/render-cache.js';
import { PageWriting, renderPages, type RenderedPages } from '../render/render-pages.js';
import { preparePages, type PreparedPages } from '../render/prepare-pages.js';
import type { MadePage, RenderJob } from '../render/render-job.js';
import { THEME_PAGE_KINDS } from '../render/page-tasks.js';
import { planRender, type RenderPlan } from '../render/render-plan.js';
import type { StagedOutput } from '../output/write-output.js';
import type { SiteBuildOptions, Timed } from '../types.js';
import { searchShardSizeOf } from '../search/search-shards.js';
import {
  bundleOf,
  indexWhileRendering,
  indexWithCache,
  themePackageOf,
  type IndexedSearchDocuments,
} from './cached-phases.js';
import type { CachedWrittenSite, SiteWriter } from './site-writer.js';

export interface SitePhasesOptions {
  /** Where pages write their search documents, when the search index is built anew. */
  searchSourceDir?: string;
  buildCache?: BuildCache;
  /** The site's config, when the caller loaded it already. */
  config?: KranConfig;
  /** The client bundles the locales of a build of several share. */
  sharedBundles?: SharedBundles | undefined;
  /** The names of the locale modules of a build of several locales, worked out once for all of them. */
  localeModules?: LocaleModuleNames | undefined;
}

/**
 * The phases that write the site into the staging folder, in this thread, each a call into its folder: what one phase
 * makes waits here for the next. The pipeline (build-anew.ts) calls them in order.
 */
export class SitePhases implements SiteWriter {
  private buildConfig?: BuildConfig;
  private siteContext?: SiteBuildContext;
  private siteContent?: SiteContent;
  private siteTheme?: { theme: SiteTheme; buildContext: ThemedBuildContext; siteIslands: BundleInputs['siteIslands'] };
  private pages?: PreparedPages;
  private renderCache?: RenderCache;
  private whileRendering?: SearchIndexWhileRendering;
  private bundling?: Promise<ClientBundle>;
  private writing?: Promise<PageWriting>;
  private made?: MadePage[];
  private rendered?: { plan: RenderPlan; jobs: RenderJob[]; rendered: RenderedPages };
  private searchIndex?: Promise<IndexedSearchDocuments>;
  private readonly files = new Set<string>();
  private linkReport?: SiteLinksReport;
  private redirects?: SiteRedirects;

  constructor(
    private readonly options: SiteBuildOptions,
    private readonly staged: StagedOutput,
    private readonly timed: Timed,
    private readonly extras: SitePhasesOptions = {},
  ) {}

  /** config/: site.config.ts and the theme package it names. */
  async config(): Promise<void> {
    const { siteDir, baseUrl, locale } = this.options;
    this.buildConfig = await this.timed('config', () =>
      loadBuildConfig(
        siteDir,
        { ...(baseUrl !== undefined ? { baseUrl } : {}), ...(locale !== undefined ? { locale } : {}) },
        this.extras.config,
      ),
    );
    // The theme and the site's modules this build works with, handed to every phase.
    this.siteContext = newBuildContext(this.buildConfig.theme);
  }

  /** content/: the route manifest, the React pages and the site's components. */
  async content(): Promise<void> {
    const { siteDir, cache, quickRoutes, locale } = this.options;
    const { buildCache } = this.extras;
    const { config } = this.buildConfig!;
    this.siteContent = await this.timed('content', () => {
      buildCache?.restoreContent(themePackageOf(config));
      return loadContent(siteDir, config, this.siteContext!, cache ?? buildCache?.content, quickRoutes, locale);
    });
    void buildCache?.saveFirstContent()?.catch(() => undefined);
    // A redirect to no page stops the build here, before anything is rendered.
    this.redirects = config.clientRedirects
      ? siteRedirects(config, this.siteContent.manifest, await this.configSource())
      : { redirects: [], warnings: [] };
  }

  private async configSource(): Promise<ConfigSource> {
    return new ConfigSource(CONFIG_FILE, await readFile(path.join(this.options.siteDir, CONFIG_FILE), 'utf8'));
  }

  /** content/: the built locale's pages, for their twins in the site's other locales. */
  async localePages(): Promise<LocalePages> {
    const { manifest } = this.siteContent!;
    return localePagesOf(manifest.site.locale.code, manifest);
  }

  /**
   * theme/: the shell, the overrides and the texts; then the pages, with their twins in the other locales, as tasks
   * for the render threads.
   */
  async theme(twins: LocaleTwinsByPath = {}): Promise<void> {
    const { siteDir } = this.options;
    const { buildCache, searchSourceDir } = this.extras;
    const { themeModule } = this.buildConfig!;
    const loaded = this.siteContent!;
    const { config } = loaded;
    const siteIslands = siteIslandsOf(siteDir, loaded.siteComponentModules, this.siteContext!);
    const { site } = loaded.manifest;
    const { theme, context: buildContext } = await this.timed('theme', () =>
      loadSiteTheme(this.siteContext!, {
        siteDir,
        site,
        config,
        themeModule,
        codeTranslations: loaded.codeTranslations,
        locale: this.options.locale,
      }),
    );
    this.siteTheme = { theme, buildContext, siteIslands };
    const content = {
      ...loaded,
      manifest: withLayoutHeads(withLocaleTwins(loaded.manifest, twins), theme.shell, buildContext),
    };
    this.siteContent = content;
    // This thread compiled the config, the theme's overrides and the site's modules; the bundle has esbuild of its own.
    await threadEsbuild.stopWhenIdle();
    this.renderCache = this.options.renderCache ?? buildCache?.renderCache();
    await this.staged.prepare();
    // Pagefind indexes in a process of its own, on another core, from the start of the render on.
    if (buildCache && searchSourceDir)
      this.whileRendering = indexWhileRendering(
        buildCache,
        searchSourceDir,
        site.locale.code,
        searchShardSizeOf(this.buildConfig!.config),
        this.staged.dir,
      );
    this.pages = preparePages(
      { content, theme, buildContext, staged: this.staged },
      {
        ...(searchSourceDir ? { searchSourceDir } : {}),
        ...(buildCache ? { knownPageData: (frame: string) => buildCache.knownPageData(frame) } : {}),
        ...(this.options.renderCache ? { pageDataMemo: this.options.renderCache.pageData } : {}),
      },
    );
  }

  /** bundle/: the client, bundled in a thread of its own (or taken from the cache) while the pages are made. */
  async bundle(): Promise<void> {
    const { theme, siteIslands } = this.siteTheme!;
    const { config, theme: definition } = this.buildConfig!;
    // kran dev builds one locale in place, its texts in its bundle.
    const localeModules = this.options.inPlaceOutput
      ? undefined
      : (this.extras.localeModules ?? localeModuleNamesOf(this.options.siteDir, config, definition));
    const inputs: BundleInputs = {
      siteDir: this.options.siteDir,
      // The stylesheets MDX imports come before the site's own, whose rules win.
      customCss: [
        ...mdxStylesheetsOf(this.options.siteDir, this.siteContent!.manifest),
        ...this.buildConfig!.customCss,
      ],
      reactPageModules: this.siteContent!.reactPageModules,
      siteIslands,
      contentUsesInfimaClasses: (this.siteContent!.manifest.contentClassNames ?? []).some(
        (name) => definition.isInfimaClassName?.(name) ?? false,
      ),
      routeKinds: [
        ...new Set([...this.siteContent!.manifest.routes.map((route) => route.kind), ...THEME_PAGE_KINDS]),
      ].sort(),
      theme,
      themeFacts: themeBundleFactsOf(definition, theme),
      staged: this.staged,
      sass: siteSassOptions(this.options.siteDir, config.sass),
      sourceMaps: this.options.sourceMaps === true,
      ...(this.options.locale !== undefined ? { locale: this.options.locale } : {}),
      ...(localeModules ? { localeModules } : {}),
    };
    const { buildCache, sharedBundles } = this.extras;
    this.bundling = this.timed('bundle', () =>
      bundleOf(inputs, buildCache, this.options.inPlaceOutput, { definition, shared: sharedBundles }),
    );
    void this.bundling.catch(() => undefined);
  }

  /**
   * render/: every page's content, data and markup, made in one pass on the render threads; once the client is
   * bundled, the frame every page shares is known, and each page made from then on is written at once.
   */
  async pageData(): Promise<void> {
    const { threads, pageTasks } = this.pages!;
    this.writing = this.bundling!.then((bundle) => this.beginWriting(bundle));
    void this.writing.then(
      (writing) => threads.writeAsMade(writing),
      () => undefined,
    );
    this.made = await this.timed('page data', () => threads.make(pageTasks.toMake));
  }

  /** render/: the route map written and the frame every page shares planned, for the pages still to be made. */
  private async beginWriting(bundle: ClientBundle): Promise<PageWriting> {
    const { options, staged, renderCache, whileRendering } = this;
    const { buildCache } = this.extras;
    const { pageTasks, setup } = this.pages!;
    const plan = await planRender(
      pageTasks.routeMap,
      setup,
      { manifest: this.siteContent!.manifest, bundle, staged },
      {
        stableRouteMapNames: Boolean(renderCache),
        extraScripts: options.extraScripts,
        t: this.siteTheme!.buildContext.runtime.i18n.t,
      },
    );
    return new PageWriting(plan, pageTasks, {
      outDir: staged.outDir,
      files: staged.files,
      onProgress: options.onProgress,
      // Kept by the build cache, or in place (kran dev) beside the output folder.
      keepsSearchDocuments: Boolean(buildCache?.previousSearchDocuments) || staged.writesOnlyChanges,
      ...(renderCache ? { renderCache } : {}),
      ...(whileRendering
        ? {
            onPlanned: whileRendering.begin.bind(whileRendering),
            onRendered: whileRendering.rendered.bind(whileRendering),
            onKept: whileRendering.kept.bind(whileRendering),
          }
        : {}),
    });
  }

  /** render/: the HTML of the pages made before the frame was known, and of pages whose data was taken over. */
  async render(): Promise<void> {
    const bundle = await this.bundling!;
    const writing = await this.writing!;
    const { staged, whileRendering } = this;
    const { buildCache, searchSourceDir } = this.extras;
    const { pageTasks, threads } = this.pages!;
    this.rendered = await this.timed('render', async () => {
      const jobs = pageTasks.jobsOf(this.made!);
      // Their data is kept by the build cache now, or not needed.
      this.made = undefined;
      const rendered = await renderPages(writing, jobs, threads);
      return { plan: writing.plan, jobs, rendered };
    });
    await threads.close();
    if (buildCache && searchSourceDir) {
      const language = this.siteContent!.manifest.site.locale.code;
      const shardSize = searchShardSizeOf(this.buildConfig!.config);
      const search = { staged, shardSize, ...(whileRendering ? { whileRendering } : {}) };
      this.searchIndex = indexWithCache(
        buildCache,
        searchSourceDir,
        this.rendered.rendered.reusedHtmlFiles,
        language,
        search,
      );
      // Handled here, so that its failure waits for the phases below instead of ending the process.
      void this.searchIndex.catch(() => undefined);
    }
    for (const file of bundle.hashedFiles) this.files.add(file);
  }

  /** redirects/ and feeds/: redirect pages, feeds, sitemap and headers, the static folder and the content's assets. */
  async siteFiles(): Promise<void> {
    const { manifest } = this.siteContent!;
    const { staged, timed, files } = this;
    const { theme, buildContext } = this.siteTheme!;
    const { config } = this.buildConfig!;
    const bundle = await this.bundling!;
    const redirectFiles = await timed('redirects', () =>
      writeRedirectPages(this.redirects!.redirects, manifest.site, staged),
    );
    for (const file of redirectFiles) files.add(file);
    const policy = {
      stylesheetOrigins: bundle.stylesheetOrigins,
      inlineScripts: redirectFiles.length > 0 ? [REDIRECT_SCRIPT] : [],
      ...(config.contentSecurityPolicy !== undefined ? { config: config.contentSecurityPolicy } : {}),
    };
    for (const file of await timed('feeds', () =>
      writeFeeds(manifest, theme.shell, staged, buildContext.theme, policy),
    ))
      files.add(file);
    if (manifest.staticDir)
      for (const file of await timed('static', () => copyStaticFolder(manifest.staticDir!, staged))) files.add(file);
    for (const file of await timed('assets', () => copyAssets(manifest.assets, staged))) files.add(file);
  }

  /** links/: every internal link and anchor of the pages, against the files written. */
  async links(): Promise<void> {
    const { manifest } = this.siteContent!;
    const { site } = manifest;
    const { pages } = this.rendered!.rendered;
    this.linkReport =
      site.onBrokenLinks === 'ignore' && site.onBrokenAnchors === 'ignore'
        ? { brokenLinks: [] }
        : await this.timed('links', async () =>
            checkSiteLinks({
              pages,
              files: this.files,
              manifest,
              configSource: await this.configSource(),
              redirects: this.redirects!.redirects,
            }),
          );
  }

  /** What was written, once every phase ran. */
  async written(): Promise<CachedWrittenSite> {
    const { manifest } = this.siteContent!;
    const { theme, buildContext } = this.siteTheme!;
    const { plan, jobs, rendered } = this.rendered!;
    const { renderCache, staged, searchIndex } = this;
    return {
      site: manifest.site,
      warnings: [...manifest.warnings, ...this.redirects!.warnings],
      bundle: await this.bundling!,
      kinds: jobs.map((job) => job.layoutKind),
      pages: renderCache || staged.writesOnlyChanges ? rendered.pages : [],
      frameKey: rendered.frameKey,
      renderedCount: rendered.renderedCount,
      searchShardSize: searchShardSizeOf(this.buildConfig!.config),
      reusedHtmlFiles: rendered.reusedHtmlFiles,
      hashedRouteMapFiles: plan.hashedRouteMapFiles,
      ...this.linkReport!,
      ...(this.extras.buildCache ? { renderCache } : {}),
      ...(searchIndex ? { searchIndex } : {}),
      ...(this.options.inPlaceOutput
        ? { renderedSite: { manifest, theme, buildContext, routeMap: plan.routeMap, context: plan.context } }
        : {}),
    };
  }

  /**
   * Stops what a failed build left running, so that nothing writes into the staging folder once it is discarded:
   * the render threads, the bundle, Pagefind.
   */
  async stop(): Promise<void> {
    await this.pages?.threads.close();
    await this.bundling?.catch(() => undefined);
    await this.writing?.catch(() => undefined);
    if (this.searchIndex) await this.searchIndex.catch(() => undefined);
    else await this.whileRendering?.close();
  }
}
