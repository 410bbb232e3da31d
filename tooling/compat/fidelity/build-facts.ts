import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFacts } from './page-facts';

/** The HTML file of a route in a build: `route.html` (Docusaurus without trailing slash) or `route/index.html`. */
export function htmlFileOf(buildDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => existsSync(file));
}

/** The facts of every route that has an HTML file in the build, read by `factsOf`. */
export function factsOfBuild(
  buildDir: string,
  routes: string[],
  factsOf: (html: string) => PageFacts,
): Map<string, PageFacts> {
  const facts = new Map<string, PageFacts>();
  for (const route of routes) {
    const file = htmlFileOf(buildDir, route);
    if (file) facts.set(route, factsOf(readFileSync(file, 'utf8')));
  }
  return facts;
}
