import type { DocSidebar, DocSidebarItem, DocVersionInfo, DocsVersionSummary } from '../types.js';

/** A built version of a docs instance: where each of its docs is, and the doc it opens with. */
export interface BuiltVersion {
  version: DocVersionInfo;
  /** Each doc's path by doc id. */
  docPaths: Readonly<Record<string, string>>;
  /** Each generated index page's path by its path inside the version (`/category/guide`). */
  indexPaths: Readonly<Record<string, string>>;
  mainDocPath: string;
}

/**
 * The doc a version opens with, as Docusaurus picks it: the doc at the version's root path, else the first doc of
 * its first sidebar, else its first doc (the version's root path when it has none).
 */
export function mainDocPathOf(
  docPaths: Readonly<Record<string, string>>,
  sidebars: readonly DocSidebar[],
  basePath: string,
): string {
  const paths = Object.values(docPaths);
  if (paths.includes(basePath)) return basePath;
  const firstSidebarDoc = sidebars[0] && firstDocIdOf(sidebars[0].items);
  return (firstSidebarDoc && docPaths[firstSidebarDoc]) ?? paths[0] ?? basePath;
}

function firstDocIdOf(items: readonly DocSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.docId !== undefined) return item.docId;
    const inside = item.type === 'category' ? firstDocIdOf(item.items) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/**
 * A page's version as the theme shows it: in a version other than the last, the banner links to the same doc in
 * the last version, else to its main doc; with several versions, the dropdown links to the same doc in each
 * version that has it. A generated index page is the same page in another version when its path inside the
 * version is.
 */
export function versionInfoOf(
  built: BuiltVersion,
  siblings: readonly BuiltVersion[],
  page: { docId: string } | { indexSlug: string },
): DocVersionInfo {
  const last = siblings.find((sibling) => sibling.version.isLatest);
  const pathIn = (sibling: BuiltVersion) =>
    'docId' in page ? sibling.docPaths[page.docId] : sibling.indexPaths[page.indexSlug];
  const latestPath = built.version.isLatest || !last ? undefined : (pathIn(last) ?? last.mainDocPath);
  const alternates = siblings.flatMap((sibling) => {
    const alternate = pathIn(sibling);
    return alternate ? [[sibling.version.name, alternate] as const] : [];
  });
  return {
    ...built.version,
    ...(latestPath ? { latestPath } : {}),
    ...(siblings.length > 1 && alternates.length > 0 ? { alternatePaths: Object.fromEntries(alternates) } : {}),
  };
}

/** The versions of a docs instance as the navbar's version items list them, newest first. */
export function versionSummariesOf(built: readonly BuiltVersion[]): DocsVersionSummary[] {
  return built.map(({ version, mainDocPath }) => ({
    name: version.name,
    label: version.label,
    isLatest: version.isLatest,
    mainDocPath,
  }));
}
