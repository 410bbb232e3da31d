import type { LoadedDoc } from '../loading/docs-loader.js';
import { compareLabels, groupByTag } from '../loading/tags.js';
import type { DocTagDocsRoute, DocTagsRoute, DocVersionInfo } from '../types.js';
import type { Reuse } from './reuse.js';

/** What the tag pages of one docs version need to know of it. */
export interface DocTagsSettings {
  docsId: string;
  /** The path of the page of all tags: the version's path and the docs' tagsBasePath, `/docs/next/tags`. */
  allTagsPath: string;
  version: DocVersionInfo;
  /** Title of the page of all tags, in the site's language. */
  tagsTitle: string;
}

/**
 * The tag pages of a docs version, as Docusaurus 3 makes them under the version's path: the page of all tags with
 * their numbers of docs at `<version>/<tagsBasePath>`, and a page per tag listing its docs by title. None when no doc has tags.
 */
export function docTagRoutes(
  settings: DocTagsSettings,
  docs: LoadedDoc[],
  { memo }: Reuse,
): (DocTagsRoute | DocTagDocsRoute)[] {
  const groups = groupByTag(docs);
  if (groups.length === 0) return [];
  const { docsId, version, tagsTitle, allTagsPath } = settings;
  const tags = groups.map((group) => group.tag);
  const versionKey = JSON.stringify(version);
  const tagsRoute = memo(['docTags', docsId, allTagsPath, tagsTitle, versionKey, JSON.stringify(tags)], () => ({
    kind: 'docTags' as const,
    path: allTagsPath,
    title: tagsTitle,
    description: tagsTitle,
    docsId,
    tags,
    version,
  }));
  const tagRoutes = groups.map(({ tag, items }) => {
    const listed = items
      .map(({ title, description, permalink }) => ({ title, description, permalink }))
      .sort((a, b) => compareLabels(a.title, b.title));
    return memo(['docTagDocs', docsId, allTagsPath, versionKey, JSON.stringify([tag, listed])], () => ({
      kind: 'docTagDocs' as const,
      path: tag.permalink,
      title: tag.label,
      description: tag.description ?? tag.label,
      docsId,
      tag,
      allTagsPath,
      docs: listed,
      version,
    }));
  });
  return [tagsRoute, ...tagRoutes];
}
