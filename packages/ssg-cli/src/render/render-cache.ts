import type { RouteManifest } from '@kran/content-core';
import path from 'node:path';
import type { SiteTheme } from '../theme/site-theme.js';
import type { ThemedBuildContext } from '../build-context.js';
import type { PageLinks } from '../links/check-links.js';
import { fileStampOf } from '../output/file-stamp.js';
import type { RenderContext, RenderJob } from './render-job.js';
import type { RouteMap } from './route-map-parts.js';
import { contentHash } from '../output/write-output.js';
import { PageDataMemo } from './page-data-memo.js';

/** A page as the last build wrote it. */
export interface RenderedPage {
  path: string;
  /** The hash of the page's data (RenderJob.dataHash). */
  dataHash: string;
  htmlFile: string;
  links: PageLinks | undefined;
  /** The HTML file's stamp (fileStampOf) as the build left it in the output folder. */
  htmlStamp?: string;
}

/** What the last committed build rendered its pages with: enough to render an edited page on its own (kran dev). */
export interface RenderedSite {
  manifest: RouteManifest;
  theme: SiteTheme;
  /** What the pages were rendered with in this thread. */
  buildContext: ThemedBuildContext;
  /** Every page's layout kind, as the route map's files in the output hold them. */
  routeMap: RouteMap;
  /** What every page shares; its folders are those of the build that made it. */
  context: RenderContext;
}

export interface RenderCacheSnapshot {
  frameKey: string | undefined;
  pages: RenderedPage[];
}

/**
 * Remembers what the last committed build rendered, so that the next build in the same process
 * (kran dev) renders only pages whose data changed: a page with the same data and the same frame
 * (bundle, head and settings that every page shares) has the same HTML.
 */
export class RenderCache {
  /** The route data of the last build, kept in memory only. */
  readonly pageData = new PageDataMemo();
  private frameKey: string | undefined;
  private pages = new Map<string, RenderedPage>();
  /** What the last build committed in place rendered its pages with (kran dev); none after any other build. */
  site: RenderedSite | undefined;

  /**
   * The last build's pages at the paths of `pages`, by path, where it wrote them in this frame and their HTML file in
   * `outDir` was not changed since (by hand or by another build): a page made with the same data hash
   * (RenderedPage.dataHash) has the same HTML, and is taken over with its links. An output folder only this process
   * writes (kran dev's, in place) is not checked.
   */
  unchangedPages(
    frameKey: string,
    pages: readonly Pick<RenderJob, 'path' | 'htmlFile'>[],
    outDir: string,
    { isOutputOwned = false }: { isOutputOwned?: boolean } = {},
  ): Map<string, RenderedPage> {
    const unchanged = new Map<string, RenderedPage>();
    if (frameKey !== this.frameKey) return unchanged;
    for (const job of pages) {
      const page = this.pages.get(job.path);
      if (!page || page.htmlFile !== job.htmlFile) continue;
      if (
        isOutputOwned ||
        page.htmlStamp === undefined ||
        page.htmlStamp === fileStampOf(path.join(outDir, job.htmlFile))
      )
        unchanged.set(job.path, page);
    }
    return unchanged;
  }

  /** The page the last build wrote at a route path. */
  pageAt(routePath: string): RenderedPage | undefined {
    return this.pages.get(routePath);
  }

  /** What the cache knows, as plain data for another process (`restore`). */
  snapshot(): RenderCacheSnapshot {
    return { frameKey: this.frameKey, pages: [...this.pages.values()] };
  }

  restore(snapshot: RenderCacheSnapshot): void {
    this.frameKey = snapshot.frameKey;
    this.pages = new Map(snapshot.pages.map((page) => [page.path, page]));
  }

  /**
   * Records the pages of a build that was committed into `outDir`, with their HTML files' stamps there. A page taken
   * over from the last build keeps the stamp it has: its file was kept or linked, which leaves the stamp as it was.
   */
  remember(frameKey: string | undefined, pages: RenderedPage[], outDir: string): void {
    this.frameKey = frameKey;
    this.pages = new Map(
      pages.map((page) => {
        if (page.htmlStamp !== undefined) return [page.path, page];
        const htmlStamp = fileStampOf(path.join(outDir, page.htmlFile));
        return [page.path, htmlStamp === undefined ? page : { ...page, htmlStamp }];
      }),
    );
  }
}

/** A hash of what every page's HTML depends on besides its own data: the render context without the build's folders. */
export function frameKeyOf(context: RenderContext): string {
  const { outDir, searchSourceDir, previousOutDir, writesOnlyChanges, ...frame } = context;
  return contentHash(JSON.stringify(frame));
}
