import { existsSync } from 'node:fs';
import type { DocsTargets } from '../config-part.js';
import type { ContentWarning } from '../errors/errors.js';
import type { BlogFeed, Route, RouteManifest } from '../types.js';
import type { CheckedSite } from './check-site-config.js';
import type { RenderedOutputs } from './rendered-outputs.js';

/** The manifest of a complete build: the site with its docs' targets, the routes by path, the feeds and the rest. */
export function manifestOf(build: {
  site: CheckedSite;
  docsTargets: ReadonlyMap<string, DocsTargets>;
  routes: readonly Route[];
  sourceKeys: Record<string, string>;
  feeds: BlogFeed[];
  staticRoot: string;
  outputs: RenderedOutputs;
  warnings: ContentWarning[];
}): RouteManifest {
  const targets = [...build.docsTargets];
  return {
    site: {
      ...build.site.resolved.site,
      docPaths: Object.fromEntries(targets.map(([id, docs]) => [id, docs.docPaths])),
      docSidebarPaths: Object.fromEntries(targets.map(([id, docs]) => [id, docs.sidebarPaths])),
      docSidebars: Object.fromEntries(targets.map(([id, docs]) => [id, docs.docSidebars])),
      docVersions: Object.fromEntries(targets.map(([id, docs]) => [id, [...docs.versions]])),
    },
    routes: [...build.routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    sourceKeys: build.sourceKeys,
    feeds: build.feeds,
    ...(existsSync(build.staticRoot) ? { staticDir: build.staticRoot } : {}),
    ...build.outputs.toManifest(),
    warnings: build.warnings,
  };
}
