/** Id of the element the page renders into. */
export const ROOT_ID = '__kran';
/** Id of the script element holding the first page's data and the runtime settings. */
export const DATA_ID = '__KRAN_DATA__';
/** Route path of the not-found page; servers send its file, NOT_FOUND_FILE, for every unknown path. */
export const NOT_FOUND_PATH = '/404';
/** The not-found page's file in the output root. */
export const NOT_FOUND_FILE = '404.html';
/** Folder below the output root (and the base URL) that holds the search index and Pagefind's script. */
export const SEARCH_INDEX_DIR = 'pagefind';
/**
 * Attribute of the head tags a page's content adds (an MDX `<head>`) in its prerendered HTML: the browser finds them
 * by it, takes them over, and removes them when the reader leaves the page.
 */
export const HEAD_TAG_ATTRIBUTE = 'data-kran-head';
