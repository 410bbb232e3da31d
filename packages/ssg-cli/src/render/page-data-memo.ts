import type { Route } from '@kran/content-core';
import type { RenderJob } from './render-job.js';

/** A route's data and the job that renders its page. */
export interface RoutePage {
  /** As UTF-8 (utf8BytesOf). */
  dataJson: Uint8Array;
  job: RenderJob;
}

interface Remembered extends RoutePage {
  route: Route;
}

/**
 * The data and render job of each route of the last build, taken over for a route whose every field is the same
 * value or object as then: content-core hands out the very same parts for what an edit did not change, so `kran dev`
 * encodes, hashes and describes only the routes an edit changed. Valid for the same `frame`: the site shell, the
 * theme and the site facts every page's head shows.
 */
export class PageDataMemo {
  private frame: string | undefined;
  private remembered = new Map<string, Remembered>();
  private next = new Map<string, Remembered>();

  /** Starts a build's routes; a build with another frame takes nothing over. */
  begin(frame: string): void {
    if (frame !== this.frame) this.remembered.clear();
    this.frame = frame;
    this.next = new Map();
  }

  /** The last build's data and render job of the route, when the route is the same. */
  knownPage(route: Route): RoutePage | undefined {
    const known = this.remembered.get(route.path);
    return known && hasSameFields(known.route, route) ? known : undefined;
  }

  /** Records the route's data and render job of this build, for the next one. */
  remember(route: Route, page: RoutePage): void {
    this.next.set(route.path, { route, dataJson: page.dataJson, job: page.job });
  }

  /** Keeps this build's routes for the next one. */
  end(): void {
    this.remembered = this.next;
    this.next = new Map();
  }
}

function hasSameFields(known: Route, route: Route): boolean {
  const keys = Object.keys(route) as (keyof Route)[];
  return keys.length === Object.keys(known).length && keys.every((key) => known[key] === route[key]);
}
