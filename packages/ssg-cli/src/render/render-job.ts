import type { HeadTag, LocaleTwins, Route, RouteProps, SiteMetadata } from '@kran/content-core';
import type { RuntimeSettings } from '@kran/runtime';
import type { PageLinks } from '../links/check-links.js';
import { FileWriter } from '../output/file-writer.js';
import type { PageIndexing } from './html-document.js';
import type { ReactPageModules } from '../content/react-pages.js';
import type { SiteComponentModules } from '../content/site-components.js';
import type { SiteTheme } from '../theme/site-theme.js';

/** One page to render and where its files go; small, so that workers can be handed pages as they go. */
export interface RenderJob {
  /** The route path. */
  path: string;
  /** The hash of the page's data as encodePageData writes it: the same data in the same frame makes the same HTML. */
  dataHash: string;
  htmlFile: string;
  source?: string;
  description: string;
  type: 'website' | 'article';
  /** schema.org objects about the page. */
  structuredData?: object[];
  article?: { publishedTime: string; tags: string[] };
  /** The route's social card and keywords (PageHeadFacts). */
  image?: string;
  keywords?: string[];
  indexing?: PageIndexing;
  /** What the content's MDX `<head>` adds to the page's head. */
  headTags?: HeadTag[];
  /** The page's twins in the other locales where they are not at the same path (RouteBase), for its alternates. */
  localeTwins?: LocaleTwins;
  /** The route's kind, which names its layout chunk. */
  layoutKind: string;
  /** The not-found page is not part of the link check. */
  isCheckedForLinks: boolean;
}

/** A page before its data is known: the job of a route whose content is still to be rendered. */
export type PageJob = Omit<RenderJob, 'dataHash'>;

/** What a page is rendered from: its route, or (taken over from an earlier build) its data. */
export type PageInput =
  /** The route, whose content is rendered to HTML and encoded as the page's data. */
  | { route: Route | Extract<RouteProps, { kind: 'notFound' | 'search' }> }
  /** The page's data as the last build encoded it, with its hash: kran dev's memo, or the build cache. */
  | { dataJson: string; dataHash: string };

/** One page to render, with what it is made of: plain data, sent to a render worker as it is. */
export interface PageTask {
  job: PageJob;
  input: PageInput;
}

/** A page whose data is made and whose markup is rendered, waiting for the frame every page shares. */
export interface MadePage {
  path: string;
  dataHash: string;
  /** The page's data as UTF-8 (utf8BytesOf), for kran dev's memo and the build cache of the routes' data (returnsPageData). */
  dataJson?: Uint8Array;
}

/**
 * The pages whose HTML the last build wrote in the same frame, as it left it: by path, the hash of the data it was
 * written from. A page made with the same data hash is kept from the last build's output, not written.
 */
export type UnchangedPages = Record<string, string>;

/** What a thread did with made pages in the frame every page shares. */
export interface FinishedPages {
  /** The paths of the pages whose HTML it wrote (and search documents). */
  written: string[];
  /** The paths of the pages it kept from the last build's output (UnchangedPages). */
  kept: string[];
  /** The links of the pages it wrote that are checked for links. */
  links: PageLinks[];
}

/** How the pages are written once the frame every page shares is known: each as soon as it is made. */
export interface FrameWriting {
  frame: RenderFrame;
  /** The pages among `paths` that the last build wrote in this frame. */
  unchangedOf(paths: readonly string[]): UnchangedPages;
  /** Told what a thread did with a batch of pages. */
  finished(pages: FinishedPages): void;
}

/** What every page's data and markup are made with: known before any page is rendered. */
export interface RenderSetup {
  site: SiteMetadata;
  outDir: string;
  /** The last build's output folder: a page whose HTML did not change is linked from there, not written. */
  previousOutDir?: string;
  /**
   * Whether `outDir` gets only the pages whose HTML changed, and the others stay in `previousOutDir`, which they
   * then replace in place (kran dev).
   */
  writesOnlyChanges?: boolean;
  /** Where the search documents of indexed pages go (at the page's HTML path); none when absent. */
  searchSourceDir?: string;
  /** The site's React pages compiled for Node, which a render worker loads. */
  reactPageModules: ReactPageModules;
  /** The site's own components that MDX content shows, compiled for Node, which a render worker loads. */
  siteComponentModules: SiteComponentModules;
  /** The site's locale and theme overrides, which a render worker loads before rendering. */
  theme: SiteTheme;
}

/** What every page's HTML shares around its markup, known once the client is bundled: the route map, the bundle. */
export interface RenderFrame {
  settings: RuntimeSettings;
  /**
   * Module scripts, loaded at low priority and with nothing preloaded, so that a page's text and styles
   * come first; the entry loads the code it needs (settings.layoutChunks) itself.
   */
  scripts: string[];
  stylesheets: string[];
  feeds: { type: string; title: string; href: string }[];
}

/** What every page of a build shares. */
export type RenderContext = RenderSetup & RenderFrame;

/** The writer of a build's pages: it links each page whose HTML the previous output has unchanged. */
export function pageWriterOf(setup: RenderSetup): FileWriter {
  const { previousOutDir, outDir, writesOnlyChanges } = setup;
  return new FileWriter(previousOutDir ? { fromDir: previousOutDir, toDir: outDir, writesOnlyChanges } : undefined);
}
