import { useEffect } from 'react';
import { safeStorage } from './storage.js';

/** The localStorage key holding the version a visitor chose for one docs instance. */
export function preferredDocsVersionKey(docsId: string): string {
  return `docs-preferred-version-${docsId}`;
}

/**
 * Remembers the docs version the visitor is reading as their choice for this docs instance; following the
 * version banner's link to the latest version stores that one on the next page. Runs only in the browser.
 */
export function usePreferredDocsVersion(docsId: string | undefined, versionName: string | undefined): void {
  useEffect(() => {
    if (docsId === undefined || versionName === undefined) return;
    safeStorage.set(preferredDocsVersionKey(docsId), versionName);
  }, [docsId, versionName]);
}
