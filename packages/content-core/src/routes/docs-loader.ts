import type { SourceFile } from '../collect-files.js';
import { FieldReader } from '../front-matter/fields.js';
import { parseFrontMatter } from '../frontmatter.js';
import { loadMarkdown } from '../markdown/load-markdown.js';
import type { ParsedMarkdown } from '../markdown/parse-markdown.js';
import type { Problems } from '../problems.js';
import type { ResolvedDocsConfig } from '../resolve-config.js';
import { describe } from './describe.js';
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
  tocLevels?: { min?: number; max?: number };
}

/** Reads one doc; its id and slug follow Docusaurus 2: `index.md` and `README.md` stand for their folder. */
export function loadDoc(sourceFile: SourceFile, docs: ResolvedDocsConfig, problems: Problems): LoadedDoc | undefined {
  const { file, relativePath, source } = sourceFile;
  const frontMatter = problems.capture(() => parseFrontMatter(source, file));
  if (!frontMatter) return undefined;
  const fields = new FieldReader(frontMatter, problems);
  if (fields.boolean('draft') === true) return undefined;

  const segments = relativePath.replace(/\.mdx?$/, '').split('/');
  const fileName = segments.pop()!;
  const directory = segments.join('/');
  const baseId = fields.string('id', 'id: erste-schritte') ?? fileName;
  const id = directory ? `${directory}/${baseId}` : baseId;
  const slug = readDocSlug(fields, fileName, directory, baseId);
  if (!checkSlug(slug, fields, fields.has('slug') ? 'slug' : 'id')) return undefined;

  const parsed = loadMarkdown(source, file, problems);
  const title = fields.string('title', 'title: Erste Schritte') ?? parsed.contentTitle ?? baseId;
  return {
    file,
    relativePath,
    id,
    permalink: joinPath(docs.routeBasePath, slug),
    title,
    heading: parsed.contentTitle ?? title,
    sidebarLabel: fields.string('sidebar_label', 'sidebar_label: Start') ?? title,
    description: fields.string('description', 'description: Worum es geht.') ?? describe(parsed.tree),
    parsed,
    tocLevels: {
      min: fields.integer('toc_min_heading_level', 'toc_min_heading_level: 2'),
      max: fields.integer('toc_max_heading_level', 'toc_max_heading_level: 3'),
    },
  };
}

function readDocSlug(fields: FieldReader, fileName: string, directory: string, baseId: string): string {
  const frontMatterSlug = fields.string('slug', 'slug: /erste-schritte');
  if (frontMatterSlug?.startsWith('/')) return frontMatterSlug;
  const lowerName = fileName.toLowerCase();
  const isCategoryIndex = lowerName === 'index' || lowerName === 'readme' || lowerName === directory.split('/').at(-1)?.toLowerCase();
  if (!frontMatterSlug && isCategoryIndex) return directory;
  return directory ? `${directory}/${frontMatterSlug ?? baseId}` : (frontMatterSlug ?? baseId);
}
