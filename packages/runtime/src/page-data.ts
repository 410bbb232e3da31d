import type { PageData } from '@kran/contract';
import type { ReactNode } from 'react';

export type { PageData };

/** Settings the runtime reads from the page (written by ssg-cli next to the first page's data). */
export interface RuntimeSettings {
  /** `/` or `/sub/path/`. */
  baseUrl: string;
  /**
   * Names the code, styles and settings of the build that wrote the page: a route whose HTML says another build (a
   * newer deploy) is loaded in full rather than rendered by this code.
   */
  build?: string;
  /**
   * URL of the JSON file that maps each route path to its layout kind: the whole route map, or on a large site its
   * first part.
   */
  routeMapUrl: string;
  /**
   * The further parts of a large site's route map, in path order: each `[first path, URL]` holds the routes
   * from that path (as JavaScript compares strings) up to the next part's first path.
   */
  routeMapSplits?: [fromPath: string, url: string][];
  /** For each layout kind, the URLs of the code a page of that kind loads beyond what every page loads. */
  layoutChunks?: Record<string, string[]>;
  /** Props every page has (the site's shell): written once into each page's settings instead of into its data. */
  sharedProps?: Record<string, unknown>;
}

/** Turns page data into the page's React tree; the theme provides it. */
export type RenderPage<Props = unknown> = (data: PageData<Props>) => ReactNode;
