import type { Route } from '../types.js';

/**
 * Makes the route of one edited content file from what the last complete build knew; undefined when the file is
 * not a post, doc or page of that build, has a problem, or changed what other routes show of it.
 */
export type RemakeRoute = (file: string) => Route | undefined;

/**
 * The routes of a few edited content files, made at once from what the last complete build knew, so that `kran dev`
 * can show an edited page before it rebuilds the whole site. Only for an edit that leaves what other routes show of
 * the file as it was (a post's title, permalink and date; everything of a doc but its text, description and last
 * update; a page's permalink): the route is then exactly the one the next complete build makes. Pass the same object
 * to each buildManifest.
 */
export class QuickRoutes {
  private remake: RemakeRoute | undefined;

  /** Called by buildManifest once a build completed: what it knows makes the routes until the next one. */
  learn(remake: RemakeRoute): void {
    this.remake = remake;
  }

  /** Makes no route until the next build completed, as after a build whose pages were not written. */
  forget(): void {
    this.remake = undefined;
  }

  /**
   * The routes of the edited files (absolute paths), in their order; undefined when any one of them cannot be made
   * this way, so that only a complete build can tell.
   */
  routesOf(files: readonly string[]): Route[] | undefined {
    const { remake } = this;
    if (!remake || files.length === 0) return undefined;
    const routes: Route[] = [];
    for (const file of files) {
      const route = remake(file);
      if (!route) return undefined;
      routes.push(route);
    }
    return routes;
  }
}
