import type { Route } from '@kran/content-core';
import { createHash } from 'node:crypto';
import { digestOf, fileDigestOf } from '../output/file-digest.js';
import { textOfUtf8 } from './utf8-text.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { SiteComponentModules } from '../content/site-components.js';

/** A route's data as a build encoded it (encodePageData), with its hash (RenderJob.dataHash). */
export interface KnownData {
  dataHash: string;
  /** As UTF-8: half the memory and cache file of V8's two-byte strings, which most pages' text needs. */
  dataJson: Uint8Array;
}

/**
 * The data the last build encoded for each route, by the digest of the route: a route with the same digest, in the
 * same frame (theme, overrides, site components), has the same page data, so its data is taken over from the last
 * build instead of being rendered and encoded again. Kept in the build cache between builds.
 */
export class KnownPageData {
  private next = new Map<string, KnownData>();

  constructor(
    /** What every page's data depends on besides its route. */
    readonly frame: string,
    private known: ReadonlyMap<string, KnownData> = new Map(),
    /**
     * The name that stands for an object's content in every process (ContentCache.storedName), if it has one: the
     * digest takes the name instead of the content, so a route made of cached content is digested in little time.
     */
    private readonly nameOf?: (value: object) => string | undefined,
  ) {}

  /**
   * The digest of everything a route holds. As JSON: V8's serializer writes the same string in one of two encodings
   * and marks repeated objects, so a route parsed anew and one restored from the cache would differ.
   */
  digestOf(route: Route): string {
    const { nameOf } = this;
    const json = nameOf
      ? JSON.stringify(route, (_key, value: unknown) =>
          typeof value === 'object' && value !== null ? (nameOf(value) ?? value) : value,
        )
      : JSON.stringify(route);
    return createHash('sha256').update(json).digest('hex');
  }

  /**
   * Takes the last build's data of a route with this digest over into this build's as it is, neither decoded nor
   * hashed again: its hash, and its JSON for a page that is rendered again.
   */
  takeOver(digest: string): { dataHash: string; dataJsonOf: () => string } | undefined {
    const known = this.known.get(digest);
    if (!known) return undefined;
    this.next.set(digest, known);
    const { dataJson } = known;
    return {
      dataHash: known.dataHash,
      dataJsonOf: () => textOfUtf8(dataJson),
    };
  }

  /** Records this build's data of a route (as UTF-8), for the next build. */
  remember(digest: string, dataJson: Uint8Array, dataHash: string): void {
    this.next.set(digest, { dataHash, dataJson });
  }

  /** Whether this build's data of a digest is the last build's, taken over. */
  isTakenOver(digest: string): boolean {
    const next = this.next.get(digest);
    return next !== undefined && next === this.known.get(digest);
  }

  /** Forgets every route's data, once the build cache kept it. */
  forget(): void {
    this.known = new Map();
    this.next = new Map();
  }

  /** This build's routes' digests and data. */
  entries(): [digest: string, data: KnownData][] {
    return [...this.next];
  }
}

/** What every page's data depends on besides its route: the theme as the site sets it up, and its own components. */
export function pageDataFrameOf(theme: SiteTheme, siteComponentModules: SiteComponentModules): string {
  const modules = Object.entries(siteComponentModules).sort(([a], [b]) => (a < b ? -1 : 1));
  return digestOf([JSON.stringify(theme), ...modules.flatMap(([name, file]) => [name, fileDigestOf(file) ?? ''])]);
}
