/** What Pagefind returns for one result once its data is loaded (the parts the theme reads). */
export interface PagefindResultData {
  /** The page's URL, as indexed: `/blogs/2019/01/15/x/`. */
  url: string;
  /** Text around the matches; the page's `<` and `>` are escaped, matches are wrapped in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchOptions {
  filters?: Record<string, string>;
}

/** The part of Pagefind's browser search API (`pagefind/pagefind.js`) the theme uses. */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init?(): Promise<void>;
  /** Every matching result, best first; `null` when a newer search superseded this one. */
  search(query: string, options?: PagefindSearchOptions): Promise<{ results: PagefindResult[] } | null>;
}

/** Loads Pagefind; the same promise for every caller until a load fails. */
export type LoadPagefind = () => Promise<Pagefind>;
