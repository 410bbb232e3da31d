import path from 'node:path';
import type { PageLinks } from '../links/check-links.js';
import { fileStampOf } from '../output/file-stamp.js';
import type { RenderContext, RenderJob } from './render-job.js';
import { contentHash } from '../output/write-output.js';
import { PageDataMemo } from './page-data-memo.js';

/** A page as the last build wrote it. */
export interface RenderedPage {
  path: string;
  dataFile: string;
  htmlFile: string;
  links: PageLinks | undefined;
  /** The HTML file's stamp (fileStampOf) as the build left it in the output folder. */
  htmlStamp?: string;
}

export interface RenderCacheSnapshot {
  frameKey: string | undefined;
  pages: RenderedPage[];
}

/**
 * Remembers what the last committed build rendered, so that the next build in the same process
 * (kran dev) renders only pages whose data changed: a page with the same data file and the same frame
 * (bundle, head and settings that every page shares) has the same HTML.
 */
export class RenderCache {
  /** The route data of the last build, kept in memory only. */
  readonly pageData = new PageDataMemo();
  private frameKey: string | undefined;
  private pages = new Map<string, RenderedPage>();

  /**
   * The jobs whose page the last build wrote exactly so, with that page's links; not those whose HTML file in
   * `outDir` was changed since (by hand or by another build).
   */
  reusable(frameKey: string, jobs: RenderJob[], outDir: string): Map<RenderJob, RenderedPage> {
    const reusable = new Map<RenderJob, RenderedPage>();
    if (frameKey !== this.frameKey) return reusable;
    for (const job of jobs) {
      const page = this.pages.get(job.path);
      if (!page || page.dataFile !== job.dataFile || page.htmlFile !== job.htmlFile) continue;
      if (page.htmlStamp === undefined || page.htmlStamp === fileStampOf(path.join(outDir, job.htmlFile)))
        reusable.set(job, page);
    }
    return reusable;
  }

  /** What the cache knows, as plain data for another process (`restore`). */
  snapshot(): RenderCacheSnapshot {
    return { frameKey: this.frameKey, pages: [...this.pages.values()] };
  }

  restore(snapshot: RenderCacheSnapshot): void {
    this.frameKey = snapshot.frameKey;
    this.pages = new Map(snapshot.pages.map((page) => [page.path, page]));
  }

  /** Records the pages of a build that was committed into `outDir`, with their HTML files' stamps there. */
  remember(frameKey: string | undefined, pages: RenderedPage[], outDir: string): void {
    this.frameKey = frameKey;
    this.pages = new Map(
      pages.map((page) => {
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
