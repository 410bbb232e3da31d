import { DATA_ID, decodeHastRoot, decodePageData, encodePageData, ROOT_ID, type PageData } from '@kran/runtime';
import { MarkupContentLocator } from '@kran/runtime/server';
import type { PageProps } from '@kran/theme';
import path from 'node:path';
import type { ThemedBuildContext } from '../build-context.js';
import { pageLinksOf, type PageLinks } from '../links/check-links.js';
import type { FileWriter } from '../output/file-writer.js';
import { contentHash } from '../output/write-output.js';
import { searchDocumentOf } from '../search/search-document.js';
import { htmlDocument } from './html-document.js';
import type {
  FinishedPages,
  MadePage,
  PageInput,
  PageTask,
  RenderFrame,
  RenderJob,
  RenderSetup,
  UnchangedPages,
} from './render-job.js';
import { pageDataOf, renderRoute } from './render-route.js';
import { withRenderedHead, type DocumentHead } from './rendered-head.js';
import { utf8BytesOf } from './utf8-text.js';

/** Pages made and written at once: what was made, and what was done with them. */
export interface FinishedWrite {
  made: MadePage[];
  finished: FinishedPages;
}

/** A page rendered but for the frame around it. */
interface HeldPage {
  job: RenderJob;
  /** What the page embeds for hydration but the settings: its data, without the content its markup holds. */
  inlineData: string;
  head: DocumentHead;
  body: string;
}

/**
 * Renders pages in one pass in one thread: a page's content, its data and the page around it, then its HTML document.
 * A page made before the frame every page shares is known waits in memory until it is (`make`, then `finish`); one
 * made once the frame is known is written at once (`write`). Nothing is read back from the disk.
 */
export class PageRenderer {
  private readonly held = new Map<string, HeldPage>();
  private readonly sharedProps: Record<string, unknown>;

  constructor(
    private readonly setup: RenderSetup,
    private readonly context: ThemedBuildContext,
    private readonly files: FileWriter,
    /** Whether `make` returns the data it encoded (kran dev keeps it for the next build). */
    private readonly returnsPageData = false,
  ) {
    this.sharedProps = { site: setup.theme.shell };
  }

  /** Makes a page's data and renders its markup; the page waits for `finish`. */
  make(task: PageTask): MadePage {
    const { made, page } = this.madeOf(task);
    this.held.set(made.path, page);
    return made;
  }

  /** Makes pages and writes each at once in the frame every page shares, as `finish` does. */
  write(frame: RenderFrame, tasks: readonly PageTask[], unchanged: UnchangedPages): FinishedWrite {
    const finished: FinishedPages = { written: [], kept: [], links: [] };
    const made = tasks.map((task) => {
      const { made: page, page: held } = this.madeOf(task);
      this.finishPage(held, frame, unchanged, finished);
      return page;
    });
    return { made, finished };
  }

  /**
   * Writes the HTML documents (and search documents) of made pages in the frame every page shares, or keeps those
   * the last build wrote from the same data; the pages are then forgotten.
   */
  finish(frame: RenderFrame, paths: readonly string[], unchanged: UnchangedPages = {}): FinishedPages {
    const finished: FinishedPages = { written: [], kept: [], links: [] };
    for (const routePath of paths) {
      const page = this.held.get(routePath);
      if (!page) throw new Error(`The page ${routePath} was not made in this thread.`);
      this.held.delete(routePath);
      this.finishPage(page, frame, unchanged, finished);
    }
    return finished;
  }

  /** Forgets the made pages that are not finished: the build failed. */
  forget(): void {
    this.held.clear();
  }

  private madeOf({ job, input }: PageTask): { made: MadePage; page: HeldPage } {
    const { dataJson, dataHash, data } = this.dataOf(input);
    const { body, ...rendered } = renderRoute(data, {
      site: this.setup.site,
      context: this.context,
      ...(job.source ? { source: job.source } : {}),
    });
    const { description, headTags } = job;
    const head = withRenderedHead({ title: data.title, description, ...(headTags ? { headTags } : {}) }, rendered);
    const inlineData = this.inlineDataOf(data, body);
    const made = {
      path: job.path,
      dataHash,
      ...(this.returnsPageData && 'route' in input ? { dataJson: utf8BytesOf(dataJson) } : {}),
    };
    return { made, page: { job: { ...job, dataHash }, inlineData, head, body } };
  }

  private finishPage(page: HeldPage, frame: RenderFrame, unchanged: UnchangedPages, finished: FinishedPages): void {
    const { path: routePath, dataHash, htmlFile } = page.job;
    if (unchanged[routePath] === dataHash && this.files.keepFromPrevious(path.join(this.setup.outDir, htmlFile))) {
      finished.kept.push(routePath);
      return;
    }
    finished.written.push(routePath);
    const links = this.writeDocument(page, frame);
    if (links) finished.links.push(links);
  }

  private dataOf(input: PageInput): { dataJson: string; dataHash: string; data: PageData<PageProps> } {
    if ('route' in input) {
      const data = pageDataOf(input.route, this.setup.theme.shell, this.context);
      const dataJson = encodePageData(data, this.sharedProps);
      return { dataJson, dataHash: contentHash(dataJson), data };
    }
    const { dataJson, dataHash } = input;
    const data = decodePageData<PageProps>(JSON.parse(dataJson), this.sharedProps, { decodeHast: decodeHastRoot });
    return { dataJson, dataHash, data };
  }

  /**
   * The page's data as its HTML embeds it: the content its markup shows is named by where it is there, and read back
   * by the browser before it hydrates, and when it navigates to the page, from the HTML it fetched.
   */
  private inlineDataOf(data: PageData<PageProps>, body: string): string {
    const locator = new MarkupContentLocator(body);
    const page = encodePageData(data, this.sharedProps, locator.locate);
    const { selectors } = locator;
    return `"page":${page}${selectors.length > 0 ? `,"contentSelectors":${JSON.stringify(selectors)}` : ''}`;
  }

  private writeDocument({ job, inlineData, head, body }: HeldPage, frame: RenderFrame): PageLinks | undefined {
    const { title, description, headTags } = head;
    const { site, theme, outDir, searchSourceDir } = this.setup;
    const html = htmlDocument({
      site,
      shell: theme.shell,
      theme: this.context.theme,
      path: job.path,
      title,
      description,
      body,
      embeddedData: `{${inlineData},"settings":${JSON.stringify(frame.settings)}}`,
      scripts: frame.scripts,
      stylesheets: frame.stylesheets,
      rootId: ROOT_ID,
      dataId: DATA_ID,
      type: job.type,
      feeds: frame.feeds,
      ...(job.structuredData ? { structuredData: job.structuredData } : {}),
      ...(job.article ? { article: job.article } : {}),
      ...(job.image ? { image: job.image } : {}),
      ...(job.keywords ? { keywords: job.keywords } : {}),
      ...(job.indexing ? { indexing: job.indexing } : {}),
      ...(headTags ? { headTags } : {}),
      ...(job.localeTwins ? { localeTwins: job.localeTwins } : {}),
    });
    this.files.write(path.join(outDir, job.htmlFile), html);
    const searchDocument = searchSourceDir && searchDocumentOf({ html, language: site.locale.code, title });
    if (searchDocument) this.files.write(path.join(searchSourceDir!, job.htmlFile), searchDocument);
    return job.isCheckedForLinks ? pageLinksOf(job.path, html) : undefined;
  }
}
