import type { SourceFile } from '../collect-files.js';
import type { SourceLocation } from '../errors.js';
import { FieldReader } from '../front-matter/fields.js';
import { docFields } from '../front-matter/schemas.js';
import { readLastUpdate } from '../front-matter/last-update.js';
import { readTocLevels, type TocLevelOverrides } from '../front-matter/toc-levels.js';
import { parseFrontMatter } from '../frontmatter.js';
import { loadMarkdown } from '../markdown/load-markdown.js';
import { NO_REMARK_PLUGINS, type RemarkPlugins } from '../markdown/remark-plugins.js';
import type { ParsedMarkdown } from '../markdown/parse-markdown.js';
import type { Problems } from '../problems.js';
import type { ResolvedDocsConfig } from '../resolve-config.js';
import type { LastUpdate } from '../types.js';
import { describe } from './describe.js';
import { stripNumberPrefix, stripPathNumberPrefixes } from './number-prefix.js';
import { checkSlug, joinPath } from './route-paths.js';

export interface LoadedDoc {
  file: string;
  /** Path of the file inside the docs folder: `guides/install.md`. */
  relativePath: string;
  id: string;
  permalink: string;
  title: string;
  heading: string;
  sidebarLabel: string;
  description: string;
  parsed: ParsedMarkdown;
  tocLevels?: TocLevelOverrides;
  lastUpdate?: LastUpdate;
  /** `displayed_sidebar`: a sidebar id, or null to show none. */
  displayedSidebar?: { id: string | null; location: SourceLocation };
  /** Where the front matter `slug` (or `id`) stands, when it set the permalink. */
  slugLocation?: SourceLocation;
}

/** What reading a doc depends on from its docs instance (not the sidebars, which can be large). */
export type DocsLoadSettings = Pick<ResolvedDocsConfig, 'id' | 'routeBasePath' | 'versionPath'>;

/**
 * Reads one doc; its id and slug follow Docusaurus 2: `index.md` and `README.md` stand for their folder,
 * and order numbers (`01-intro.md`, `02-guide/`) are left out of ids and slugs.
 */
export function loadDoc(
  sourceFile: SourceFile,
  docs: DocsLoadSettings,
  problems: Problems,
  plugins: RemarkPlugins = NO_REMARK_PLUGINS,
): LoadedDoc | undefined {
  const { file, relativePath, source } = sourceFile;
  const frontMatter = problems.capture(() => parseFrontMatter(source, file));
  if (!frontMatter) return undefined;
  const fields = new FieldReader(frontMatter, docFields, problems);
  if (fields.value('draft') === true) return undefined;

  const segments = relativePath.replace(/\.mdx?$/, '').split('/');
  const fileName = segments.pop()!;
  const directory = stripPathNumberPrefixes(segments.join('/'));
  const baseId = fields.value('id') ?? stripNumberPrefix(fileName);
  const id = directory ? `${directory}/${baseId}` : baseId;
  const slug = readDocSlug(fields, { fileName, folderName: segments.at(-1), directory, baseId });
  const slugKey = fields.value('slug') === undefined ? 'id' : 'slug';
  if (!checkSlug(slug, fields, slugKey)) return undefined;

  const parsed = loadMarkdown(source, file, problems, plugins);
  const title = fields.value('title') ?? parsed.contentTitle ?? baseId;
  const lastUpdate = readLastUpdate(fields);
  const displayedSidebar = readDisplayedSidebar(fields);
  return {
    file,
    relativePath,
    id,
    permalink: joinPath(docs.routeBasePath, docs.versionPath, slug),
    title,
    heading: parsed.contentTitle ?? title,
    sidebarLabel: fields.value('sidebar_label') ?? title,
    description: fields.value('description') ?? describe(parsed.tree),
    parsed,
    tocLevels: readTocLevels(fields),
    ...(lastUpdate ? { lastUpdate } : {}),
    ...(displayedSidebar ? { displayedSidebar } : {}),
    ...(fields.value(slugKey) === undefined ? {} : { slugLocation: fields.locate(slugKey) }),
  };
}

function readDocSlug(
  fields: FieldReader<typeof docFields>,
  names: { fileName: string; folderName?: string; directory: string; baseId: string },
): string {
  const { fileName, folderName, directory, baseId } = names;
  const frontMatterSlug = fields.value('slug');
  if (frontMatterSlug?.startsWith('/')) return frontMatterSlug;
  const lowerName = fileName.toLowerCase();
  const isCategoryIndex = lowerName === 'index' || lowerName === 'readme' || lowerName === folderName?.toLowerCase();
  if (!frontMatterSlug && isCategoryIndex) return directory;
  return directory ? `${directory}/${frontMatterSlug ?? baseId}` : (frontMatterSlug ?? baseId);
}

function readDisplayedSidebar(fields: FieldReader<typeof docFields>): LoadedDoc['displayedSidebar'] {
  const id = fields.value('displayed_sidebar');
  return id === undefined ? undefined : { id, location: fields.locate('displayed_sidebar') };
}
