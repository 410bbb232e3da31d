import type { ConfigSource } from '../config-source.js';
import { hashOf } from '../cache.js';
import type { RenderedContent } from '../markdown/render-content.js';
import type { Problems } from '../problems.js';
import type { ResolvedDocsConfig } from '../resolve-config.js';
import type { DocRoute, DocSidebar, DocSidebarLink, PageLink } from '../types.js';
import type { LoadedDoc } from './docs-loader.js';
import type { Reuse } from './reuse.js';
import { flattenDocLinks, resolveSidebars } from './sidebars.js';

interface Placement {
  sidebar?: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
}

export interface DocsRoutes {
  routes: DocRoute[];
  /** Path of each sidebar's first doc, by sidebar id. */
  sidebarPaths: Record<string, string>;
}

/**
 * One route per doc, each with its sidebar (the first that lists it, or the one its `displayed_sidebar`
 * names) and previous/next from that sidebar's order.
 */
export function createDocsRoutes(
  docs: ResolvedDocsConfig,
  loaded: LoadedDoc[],
  render: (doc: LoadedDoc) => RenderedContent,
  context: { source: ConfigSource; problems: Problems; hasValidSidebars: boolean; reuse: Reuse },
): DocsRoutes {
  const { memo, identity } = context.reuse;
  const byId = new Map(loaded.map((doc) => [doc.id, doc]));
  const sidebars = context.hasValidSidebars
    ? resolveSidebars(docs.sidebars, byId, context.source, context.problems)
    : [];
  const sidebarsById = new Map(
    sidebars.map((sidebar) => [sidebar.id, { sidebar, links: flattenDocLinks(sidebar.items) }]),
  );
  const firstPlacement = new Map<string, Placement>();
  for (const { sidebar, links } of sidebarsById.values()) {
    links.forEach((link, index) => {
      if (!firstPlacement.has(link.docId!)) firstPlacement.set(link.docId!, placementAt(sidebar, links, index));
    });
  }
  // A doc's route is made anew only when the doc, its sidebar or its neighbours changed.
  const sidebarKeys = new Map(sidebars.map((sidebar) => [sidebar, hashOf([JSON.stringify(sidebar)])]));
  const settingsKey = JSON.stringify([docs.id, docs.version, docs.editUrl ?? '', docs.path]);
  const routes = loaded.map((doc): DocRoute => {
    const { content, toc } = render(doc);
    const placement = placementOf(doc);
    const placementKey = JSON.stringify([
      placement.sidebar && sidebarKeys.get(placement.sidebar),
      placement.previous,
      placement.next,
    ]);
    return memo(['doc', settingsKey, identity(doc), identity(content), placementKey], () => ({
      kind: 'doc',
      path: doc.permalink,
      source: doc.file,
      title: doc.title,
      description: doc.description,
      docsId: docs.id,
      docId: doc.id,
      heading: doc.heading,
      content,
      toc,
      ...placement,
      ...(docs.editUrl
        ? { editUrl: `${docs.editUrl.replace(/\/+$/, '')}/${docs.path.replace(/\/+$/, '')}/${doc.relativePath}` }
        : {}),
      version: docs.version,
      ...(doc.lastUpdate ? { lastUpdate: doc.lastUpdate } : {}),
    }));
  });
  const sidebarPaths = Object.fromEntries(
    [...sidebarsById].flatMap(([id, { links }]) => (links[0] ? [[id, links[0].href]] : [])),
  );
  return { routes, sidebarPaths };

  function placementOf(doc: LoadedDoc): Placement {
    if (!doc.displayedSidebar) return firstPlacement.get(doc.id) ?? {};
    const { id, location } = doc.displayedSidebar;
    if (id === null) return {};
    const shown = sidebarsById.get(id);
    if (shown)
      return placementAt(
        shown.sidebar,
        shown.links,
        shown.links.findIndex((link) => link.docId === doc.id),
      );
    if (context.hasValidSidebars) {
      const known = Object.keys(docs.sidebars).sort().join(', ') || '(none)';
      context.problems.error(
        `Front matter field "displayed_sidebar" names the sidebar "${id}", which the docs "${docs.id}" do not have.`,
        location,
        `Available sidebar ids: ${known}.`,
      );
    }
    return {};
  }
}

// A doc not in the sidebar it shows (index -1) gets no previous and next, as in Docusaurus.
function placementAt(sidebar: DocSidebar, links: DocSidebarLink[], index: number): Placement {
  const previous = index > 0 ? links[index - 1] : undefined;
  const next = index === -1 ? undefined : links[index + 1];
  return {
    sidebar,
    ...(previous ? { previous: { title: previous.label, permalink: previous.href } } : {}),
    ...(next ? { next: { title: next.label, permalink: next.href } } : {}),
  };
}
