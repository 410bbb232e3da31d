import path from 'node:path';
import { translatedFolders } from '../config/translated-folders.js';
import type { ResolvedConfig, ResolvedDocsConfig } from '../config/resolve-config.js';
import type { Route } from '../types.js';

/** The kinds of route that show one content file. */
const FILE_ROUTE_KINDS = new Set<Route['kind']>(['doc', 'blogPost', 'page', 'reactPage']);

/**
 * By route path, the content file each post, doc and page stands for in every locale: its plugin instance (and docs
 * version) and its path in the content folder, `docs/default/current/guide/intro.md`. A translated file
 * (`i18n/de/docusaurus-plugin-content-docs/current/guide/intro.md`) has the key of the file it translates, and a file
 * only the translations folder has, the key such a file would have.
 */
export function sourceKeysOf(
  siteDir: string,
  resolved: Pick<ResolvedConfig, 'blogs' | 'pagesPath' | 'translationsDir'>,
  docsUnits: readonly Pick<ResolvedDocsConfig, 'id' | 'path' | 'version'>[],
  routes: readonly Route[],
): Record<string, string> {
  const { translationsDir } = resolved;
  const folders: { key: string; folders: string[] }[] = [
    ...resolved.blogs.map((blog) => ({
      key: `blog/${blog.id}`,
      folders: [translatedFolders.blog(translationsDir, blog.id), blog.path],
    })),
    ...docsUnits.map((docs) => ({
      key: `docs/${docs.id}/${docs.version.name}`,
      folders: [translatedFolders.docs(translationsDir, docs.id, docs.version.name), docs.path],
    })),
    ...(resolved.pagesPath
      ? [{ key: 'pages', folders: [translatedFolders.pages(translationsDir), resolved.pagesPath] }]
      : []),
  ];
  // The longest folder first, so that a folder inside another one's is the one a file is found in.
  const prefixes = folders
    .flatMap(({ key, folders }) => folders.map((folder) => ({ key, prefix: `${sitePathOf(siteDir, folder)}/` })))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const keys: Record<string, string> = {};
  for (const route of routes) {
    if (!FILE_ROUTE_KINDS.has(route.kind) || !route.source) continue;
    const source = route.source;
    const found = prefixes.find(({ prefix }) => prefix === '/' || source.startsWith(prefix));
    if (found) keys[route.path] = `${found.key}/${found.prefix === '/' ? source : source.slice(found.prefix.length)}`;
  }
  return keys;
}

/** A folder relative to the site root, with `/`; `''` for the root itself. */
function sitePathOf(siteDir: string, folder: string): string {
  return path.relative(siteDir, path.resolve(siteDir, folder)).split(path.sep).join('/');
}
