import path from 'node:path';
import { buildManifest, type BuildManifestOptions } from '../src/manifest/build-manifest.js';
import type { SiteConfig } from '../src/config/config.js';
import type { Route, RouteManifest } from '../src/types.js';

/** A committed fixture folder, named after what it proves. */
export const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

/** A blog at blog/ (served at /blogs) and docs at docs/, as most fixtures lay them out. */
export const fixtureConfig: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
  pages: false,
};

/** Builds a fixture's manifest, with the fixture config changed as given. */
export function buildFixture(
  name: string,
  config: Partial<SiteConfig> = {},
  options: Pick<BuildManifestOptions, 'importTypeScript' | 'textsFor'> = {},
): Promise<RouteManifest> {
  return buildManifest({ siteDir: fixture(name), config: { ...fixtureConfig, ...config }, ...options });
}

/** The route of a kind at a path; fails the test when there is none. */
export function routeOf<K extends Route['kind']>(
  manifest: RouteManifest,
  kind: K,
  routePath: string,
): Extract<Route, { kind: K }> {
  const route = manifest.routes.find((candidate) => candidate.path === routePath);
  if (route?.kind !== kind)
    throw new Error(
      `No ${kind} route at ${routePath}; the routes are ${manifest.routes.map((candidate) => candidate.path).join(', ')}.`,
    );
  return route as Extract<Route, { kind: K }>;
}
