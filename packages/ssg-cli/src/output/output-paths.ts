// Where Kran's own files go in a build's output, relative to the output root (and below the site's base URL):
// defined here only, and imported by every phase that writes, serves or reads them.
export { NOT_FOUND_FILE, NOT_FOUND_PATH, SEARCH_INDEX_DIR } from '@kran/runtime/constants';

/** The folder of Kran's own files, apart from the site's. */
export const KRAN_DIR = '_kran';
/** What a server needs to know about the build. */
export const SERVE_FACTS_FILE = `${KRAN_DIR}/serve.json`;
/** The headers `kran serve` sends, for other hosts to copy. */
export const SECURITY_HEADERS_FILE = `${KRAN_DIR}/security-headers.json`;
/** Where `kran dev` serves its browser script and event stream. */
export const DEV_CLIENT_FILE = `${KRAN_DIR}/dev/client.js`;
export const DEV_EVENTS_FILE = `${KRAN_DIR}/dev/events`;

/** A file of the route map: `_kran/route-map.json`, or with a suffix (`-1`, `-<hash>`) for its parts. */
export function routeMapFile(suffix: string): string {
  return `${KRAN_DIR}/route-map${suffix}.json`;
}
