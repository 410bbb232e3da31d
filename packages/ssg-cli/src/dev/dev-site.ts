import { ContentCache, QuickRoutes } from '@kran/content-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from '../pipeline/build-site.js';
import { InPlaceOutput } from '../commit/in-place-output.js';
import { RenderCache } from '../render/render-cache.js';
import type { BuildSummary } from '../types.js';
import { previewPages } from './page-preview.js';

/** The files kran dev wrote ahead of a build: the pages of the edited files. */
export interface PagePreview {
  /** Paths below the output folder. */
  written: string[];
  baseUrl: string;
  ms: number;
}

export interface DevBuildOptions {
  /** Copy the previous build's search index instead of indexing again. */
  reuseSearchIndex?: boolean;
  /**
   * The files (absolute paths) the site's watcher heard change since the last build started, when it watched from
   * then on: the content cache looks at no other file (ContentCache.noteChanges), and the pages of edited posts and
   * pages are written first.
   */
  changedFiles?: string[];
  /** Told the files written for the edited pages, before the whole site is built. */
  onPreview?: (preview: PagePreview) => void;
}

export interface DevSiteOptions {
  siteDir: string;
  /** Scripts every page loads beside its own (the dev client). */
  extraScripts: string[];
  /** The locale to build of a site in several languages (`kran dev --locale de`); its default locale otherwise. */
  locale?: string;
}

/**
 * The site `kran dev` keeps building: its content and render caches live from one build to the next, and every
 * build after the first writes only the changed files into the output folder in place. After an edit that leaves
 * what other pages show of the edited file as it was, the edited page is written first, then the whole site.
 */
export class DevSite {
  private readonly cache = new ContentCache();
  private readonly renderCache = new RenderCache();
  private readonly quickRoutes = new QuickRoutes();
  readonly output: InPlaceOutput;

  private readonly siteDir: string;
  private readonly extraScripts: string[];
  private readonly locale: string | undefined;

  constructor({ siteDir, extraScripts, locale }: DevSiteOptions) {
    this.siteDir = siteDir;
    this.extraScripts = extraScripts;
    this.locale = locale;
    this.output = new InPlaceOutput(path.join(path.resolve(siteDir), 'build'));
  }

  async build({ reuseSearchIndex = false, changedFiles, onPreview }: DevBuildOptions = {}): Promise<BuildSummary> {
    if (changedFiles) {
      this.cache.noteChanges(this.siteDir, changedFiles);
      const preview = await this.preview(changedFiles);
      if (preview) onPreview?.(preview);
    }
    const { siteDir, cache, renderCache, quickRoutes, output: inPlaceOutput, extraScripts } = this;
    try {
      return await buildSite({
        siteDir,
        cache,
        renderCache,
        quickRoutes,
        inPlaceOutput,
        extraScripts,
        reuseSearchIndex,
        ...(this.locale !== undefined ? { locale: this.locale } : {}),
        // Developer tools find the sources while the site is being written.
        sourceMaps: true,
      });
    } catch (error) {
      // Its content is not what the output shows: edited pages wait for a build that is written.
      quickRoutes.forget();
      throw error;
    }
  }

  private async preview(changedFiles: string[]): Promise<PagePreview | undefined> {
    const start = performance.now();
    // An editor's temporary file, written and renamed over the file it saves (or removed) before the build, is
    // nothing the site reads.
    const edited = changedFiles.filter((file) => existsSync(file) || this.cache.hasRead(file));
    const routes = this.quickRoutes.routesOf(edited);
    const baseUrl = this.renderCache.site?.manifest.site.baseUrl;
    if (!routes || baseUrl === undefined) return undefined;
    // Whatever keeps the pages from being written first, the whole build that follows meets and reports it.
    const written = await previewPages(routes, this.renderCache, this.output).catch(() => undefined);
    return written && { written, baseUrl, ms: Math.round(performance.now() - start) };
  }
}
