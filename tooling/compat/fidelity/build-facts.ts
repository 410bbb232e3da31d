import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFacts } from './page-facts';

/** The HTML file of a route in a build: `route.html` (Docusaurus without trailing slash) or `route/index.html`. */
export function htmlFileOf(buildDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => existsSync(file));
}

/** The facts of every route that has an HTML file in the build, read by `factsOf`. */
export function factsOfBuild<Facts = PageFacts>(
  buildDir: string,
  routes: string[],
  factsOf: (html: string) => Facts,
): Map<string, Facts> {
  const facts = new Map<string, Facts>();
  for (const route of routes) {
    const file = htmlFileOf(buildDir, route);
    if (file) facts.set(route, factsOf(readFileSync(file, 'utf8')));
  }
  return facts;
}

/** The route of every HTML page of a build but the 404 page, sorted: `route.html` and `route/index.html` alike. */
export function routesOfBuild(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${path.relative(buildDir, path.join(entry.parentPath, entry.name))}`)
    .map((file) => file.replace(/(\/index)?\.html$/, '') || '/')
    .filter((route) => route !== '/404')
    .sort();
}
