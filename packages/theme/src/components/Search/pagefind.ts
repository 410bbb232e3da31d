/** A section of a result page: the text below one heading with an `id`, or the text before the first one. */
export interface PagefindSubResult {
  /** The heading's text; the page's title for the text before the first heading. */
  title: string;
  /** The page's URL with the heading's `#id`; the page's own URL for the text before the first heading. */
  url: string;
  excerpt: string;
  /** The heading the section starts at; absent for the text before the first heading. */
  anchor?: { element: string; id: string };
  /** Where the query's words match in this section, with how much each match counts. */
  weighted_locations?: { balanced_score: number }[];
}

/** What Pagefind returns for one result once its data is loaded (the parts the theme reads). */
export interface PagefindResultData {
  /** The page's URL, as indexed: `/blogs/2019/01/15/x/`. */
  url: string;
  /** Text around the matches; the page's `<` and `>` are escaped, matches are wrapped in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  /** How many words the page has. */
  word_count?: number;
  /** The page's sections that match, in the page's order. */
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  /** How well the page matches; higher is better. */
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchOptions {
  filters?: Record<string, string>;
}

/** How Pagefind weighs what it finds when it ranks pages (its `ranking` option). */
export interface PagefindRanking {
  termFrequency?: number;
  termSimilarity?: number;
  termSaturation?: number;
  pageLength?: number;
}

/** How an index returns and ranks its pages (Pagefind's `options`, also given to each merged index). */
export interface PagefindIndexOptions {
  baseUrl?: string;
  excerptLength?: number;
  ranking?: PagefindRanking;
}

/** The part of Pagefind's browser search API (`pagefind/pagefind.js`) the theme uses. */
export interface Pagefind {
  options(options: PagefindIndexOptions): Promise<void>;
  /**
   * Adds the index in the folder at `url` (with its own entry file) to the searches: results of all indexes come
   * sorted by score together, each index scoring its pages with its own word counts.
   */
  mergeIndex(url: string, options?: PagefindIndexOptions): Promise<void>;
  init?(): Promise<void>;
  /** Every matching result, best first; `null` when a newer search superseded this one. */
  search(query: string, options?: PagefindSearchOptions): Promise<{ results: PagefindResult[] } | null>;
}

/** Loads Pagefind; the same promise for every caller until a load fails. */
export type LoadPagefind = () => Promise<Pagefind>;
