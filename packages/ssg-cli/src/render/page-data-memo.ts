import type { Route } from '@kran/content-core';

interface Remembered {
  route: Route;
  dataJson: string;
  dataFile: string;
}

/**
 * The data file of each route of the last build, taken over for a route whose every field is the same value or
 * object as then: content-core hands out the very same parts for what an edit did not change, so `kran dev` encodes
 * and hashes only the data of the routes an edit changed. Valid for the same site shell and theme (`frame`).
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

  /** The route's data JSON and file: the last build's when the route is the same, else made by `make`. */
  dataOf(route: Route, make: () => { dataJson: string; dataFile: string }): { dataJson: string; dataFile: string } {
    const known = this.remembered.get(route.path);
    const data = known && hasSameFields(known.route, route) ? known : make();
    this.next.set(route.path, { route, dataJson: data.dataJson, dataFile: data.dataFile });
    return data;
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
