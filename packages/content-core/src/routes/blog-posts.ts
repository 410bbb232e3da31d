import type { ResolvedBlogConfig } from '../resolve-config.js';
import type { SourceFile } from '../collect-files.js';
import { parseDate } from '../dates.js';
import { FieldReader } from '../front-matter/fields.js';
import { parseFrontMatter, stripFrontMatter } from '../frontmatter.js';
import { loadMarkdown } from '../markdown/load-markdown.js';
import type { ParsedMarkdown } from '../markdown/parse-markdown.js';
import type { Problems } from '../problems.js';
import type { Author, Tag } from '../types.js';
import { readAuthors, type AuthorsMap } from './authors.js';
import { describe } from './describe.js';
import { readingMinutes } from './reading-time.js';
import { checkSlug, joinPath } from './route-paths.js';
import { toTag, uniqueTags } from './tags.js';

/** A blog post with its metadata, before its links are resolved and its content turned into hast. */
export interface LoadedPost {
  file: string;
  permalink: string;
  title: string;
  description: string;
  date: string;
  authors: Author[];
  tags: Tag[];
  readingTime?: number;
  parsed: ParsedMarkdown;
  tocLevels?: { min?: number; max?: number };
}

const DATED_FILE = /^(\d{4}-\d{1,2}-\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** Reads one blog post; problems are collected, and undefined returned when the post is unusable. */
export function loadBlogPost(
  sourceFile: SourceFile,
  blog: ResolvedBlogConfig,
  authorsMap: AuthorsMap,
  problems: Problems,
): LoadedPost | undefined {
  const { file, relativePath, source } = sourceFile;
  const frontMatter = problems.capture(() => parseFrontMatter(source, file));
  if (!frontMatter) return undefined;
  const fields = new FieldReader(frontMatter, problems);
  if (fields.boolean('draft') === true) return undefined;

  const fileMatch = DATED_FILE.exec(relativePath);
  const date = readPostDate(fields, fileMatch?.[1], file, problems);
  const parsed = loadMarkdown(source, file, problems);
  const fileSlug = fileMatch ? fileMatch[2]! : relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  const slugText = fields.string('slug', 'slug: mein-beitrag');
  const slug = slugText ?? (fileMatch && date ? `${date.replaceAll('-', '/')}/${fileSlug}` : fileSlug);
  const isSlugSafe = checkSlug(slug, fields, 'slug');
  // Every field is read before giving up on the post, so all its problems are reported in one build.
  const title = fields.string('title', 'title: Mein Beitrag') ?? parsed.contentTitle ?? fileSlug;
  const description = fields.string('description', 'description: Worum es geht.') ?? describe(parsed.tree);
  const tagLabels = fields.stringList('tags', 'tags: [podman, containers]') ?? [];
  const authors = readAuthors(fields, authorsMap, blog.authorsFile);
  const tocLevels = {
    min: fields.integer('toc_min_heading_level', 'toc_min_heading_level: 2'),
    max: fields.integer('toc_max_heading_level', 'toc_max_heading_level: 3'),
  };
  if (!isSlugSafe || !date) return undefined;
  return {
    file,
    permalink: joinPath(blog.routeBasePath, slug.replace(/^\//, '')),
    title,
    description,
    date,
    authors,
    tags: uniqueTags(tagLabels.map((label) => toTag(label, joinPath(blog.routeBasePath, 'tags')))),
    ...(blog.showReadingTime ? { readingTime: readingMinutes(stripFrontMatter(source)) } : {}),
    parsed,
    tocLevels,
  };
}

function readPostDate(fields: FieldReader, fileDate: string | undefined, file: string, problems: Problems): string | undefined {
  const text = fields.string('date', 'date: 2020-09-22');
  if (text !== undefined) {
    const date = parseDate(text);
    if (!date) fields.report('date', `Front matter field "date" is "${text}", which is not a date.`, 'Write the date as `date: YYYY-MM-DD`, e.g. `date: 2020-09-22`.');
    return date;
  }
  if (fileDate) {
    const date = parseDate(fileDate);
    if (!date) problems.error(`The file name starts with "${fileDate}", which is not a date.`, { file }, 'Name the file like `2020-09-22-titel.md`.');
    return date;
  }
  problems.error(
    'Front matter field "date" is missing, so the post cannot be sorted into the blog.',
    { file, line: 1, column: 1 },
    'Add a line like `date: 2020-09-22` to the front matter, or start the file name with the date.',
  );
  return undefined;
}
