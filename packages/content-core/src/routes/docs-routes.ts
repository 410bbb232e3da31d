import type { Problems } from '../problems.js';
import type { ResolvedDocsConfig } from '../resolve-config.js';
import type { DocRoute, DocSidebar, DocVersionInfo, PageLink } from '../types.js';
import type { RenderedPost } from './blog-routes.js';
import type { LoadedDoc } from './docs-loader.js';
import { flattenDocLinks, resolveSidebars } from './sidebars.js';

const CURRENT_VERSION: DocVersionInfo = { name: 'current', label: 'Next', isLatest: true, banner: 'none' };

/** One route per doc, each with its sidebar (if it is in one) and previous/next from sidebar order. */
export function createDocsRoutes(
  docs: ResolvedDocsConfig,
  loaded: LoadedDoc[],
  render: (doc: LoadedDoc) => Omit<RenderedPost, 'summary'>,
  context: { configFile: string; problems: Problems },
): DocRoute[] {
  const byId = new Map(loaded.map((doc) => [doc.id, doc]));
  const sidebars = resolveSidebars(docs.sidebars, byId, context.configFile, context.problems);
  const placement = new Map<string, { sidebar: DocSidebar; previous?: PageLink; next?: PageLink }>();
  for (const sidebar of sidebars) {
    const links = flattenDocLinks(sidebar.items);
    links.forEach((link, index) => {
      if (placement.has(link.docId!)) return;
      const previous = links[index - 1];
      const next = links[index + 1];
      placement.set(link.docId!, {
        sidebar,
        ...(previous ? { previous: { title: previous.label, permalink: previous.href } } : {}),
        ...(next ? { next: { title: next.label, permalink: next.href } } : {}),
      });
    });
  }
  return loaded.map((doc) => {
    const { content, toc } = render(doc);
    return {
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
      ...placement.get(doc.id),
      ...(docs.editUrl ? { editUrl: `${docs.editUrl.replace(/\/+$/, '')}/${docs.path.replace(/\/+$/, '')}/${doc.relativePath}` } : {}),
      version: CURRENT_VERSION,
    };
  });
}
