import type { DocsTargets } from '../config-part.js';
import {
  createAllDocsRoutes,
  type AllDocsRoutesContext,
  type DocsInstanceRoute,
} from '../docs-versions/create-all-docs-routes.js';
import type { Problems } from '../errors/problems.js';
import { joinPath } from '../route-paths.js';
import { readCategoryMetadata } from '../sidebars/category-metadata.js';
import { resolveSidebars, type ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { LoadedContent } from './load-content.js';
import type { ContentSources } from './read-sources.js';
import type { DocsSetup } from './read-docs-setup.js';
import type { RouteContext } from './route-context.js';

/**
 * Resolves each docs version's sidebars against its loaded docs (a version whose sidebars could not be read has
 * none), then makes the routes of every version and what navbar items may point at per instance.
 */
export function makeDocsRoutes(
  docs: LoadedContent['docs'],
  setup: DocsSetup,
  sources: ContentSources,
  context: RouteContext & { problems: Problems; tagsTitle: string; editUrlOf?: AllDocsRoutesContext['editUrlOf'] },
): { routes: DocsInstanceRoute[]; targets: Map<string, DocsTargets> } {
  const { problems } = context;
  const sidebars = docs.map(({ instance, docs: loaded }, index): ResolvedSidebars | undefined => {
    const items = setup.sidebarItems[index];
    return items
      ? resolveSidebars(items, {
          docs: loaded,
          categories: readCategoryMetadata(sources.docs[index]!.categoryFiles, problems),
          source: setup.sidebarSources[index]!.source,
          problems,
          basePath: joinPath(instance.routeBasePath, instance.versionPath),
          texts: setup.translations[index]!,
          ...(instance.sidebarCollapsed === undefined ? {} : { collapsedByDefault: instance.sidebarCollapsed }),
        })
      : undefined;
  });
  const writtenSidebarIds = docs.map((_, index) => {
    const written = setup.sidebarSources[index]?.sidebars;
    return Object.keys(setup.sidebarItems[index] ?? (typeof written === 'object' && written !== null ? written : {}));
  });
  return createAllDocsRoutes(docs, {
    sidebars,
    writtenSidebarIds,
    render: (doc, index) => context.render(doc, context.plugins.rehype('docs', setup.versions[index]!.instanceIndex)),
    problems,
    reuse: context.reuse,
    tagsTitle: context.tagsTitle,
    ...(context.editUrlOf ? { editUrlOf: context.editUrlOf } : {}),
  });
}
