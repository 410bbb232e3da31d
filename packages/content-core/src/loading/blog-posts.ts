import type { ResolvedBlogConfig } from '../config/resolve-config.js';
import type { SourceFile } from './collect-files.js';
import { parseDate, type ParsedDate } from '../front-matter/dates.js';
import type { SourceLocation } from '../errors/errors.js';
import { FieldReader } from '../front-matter/fields.js';
import { blogPostFields } from '../front-matter/schemas.js';
import { readHeadFacts, readLocalImage, type LocalImage } from '../front-matter/head-facts.js';
import { readTocLevels, type TocLevelOverrides } from '../front-matter/toc-levels.js';
import { parseFrontMatter, stripFrontMatter } from '../front-matter/parse-front-matter.js';
import { andThen, type MaybePromise } from '../maybe-async.js';
import { loadMarkdown, markdownContextOf } from './load-markdown.js';
import type { MdxReading } from '../markdown/mdx/mdx-version.js';
import { NO_REMARK_PLUGINS, type RemarkPlugins } from '../markdown/plugins/remark-plugins.js';
import { storedMarkdownOf, type StoredMarkdown } from '../markdown/parse/stored-markdown.js';
import type { Problems } from '../errors/problems.js';
import type { PageHeadFacts, PostMetadata } from '../types.js';
import { readAuthors, type AuthorsMap } from './authors.js';
import { describe } from './describe.js';
import { readingMinutes } from './reading-time.js';
import { checkSlug, joinPath } from '../route-paths.js';
import { readTags } from './tags.js';
import type { TagRules } from './tags-file.js';

/** A blog post with its metadata, before its links are resolved and its content turned into hast. */
export interface LoadedPost extends Omit<PostMetadata, 'isTruncated'> {
  file: string;
  /** The keys of its authors that come from the authors file. */
  authorKeys: string[];
  parsed: StoredMarkdown;
  tocLevels?: TocLevelOverrides;
  headFacts: PageHeadFacts;
  localImage?: LocalImage;
  /** Where the front matter `slug` stands, when it set the permalink. */
  slugLocation?: SourceLocation;
}

/** What reading a post depends on besides its file. */
export interface PostLoadSettings {
  blog: ResolvedBlogConfig;
  authorsMap: AuthorsMap;
  tagRules?: TagRules;
  problems: Problems;
  plugins?: RemarkPlugins;
  /** How its MDX is read (the site's `docusaurusVersion`). */
  mdx?: MdxReading;
}

const DATED_FILE = /^(\d{4}-\d{1,2}-\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** Reads one blog post; problems are collected, and undefined returned when the post is unusable. */
export function loadBlogPost(
  sourceFile: SourceFile,
  { blog, authorsMap, tagRules, problems, plugins = NO_REMARK_PLUGINS, mdx }: PostLoadSettings,
): MaybePromise<LoadedPost | undefined> {
  const { file, relativePath, source } = sourceFile;
  const frontMatter = problems.capture(() => parseFrontMatter(source, file));
  if (!frontMatter) return undefined;
  const fields = new FieldReader(frontMatter, blogPostFields, problems);
  if (fields.value('draft') === true) return undefined;

  const fileMatch = DATED_FILE.exec(relativePath);
  const fileDate = fileMatch ? readFileDate(fileMatch[1]!, file, problems) : undefined;
  const date = readPostDate(fields, { fileDate, hasDatedFileName: fileMatch !== null }, file, problems);
  return andThen(
    loadMarkdown(source, file, problems, plugins, markdownContextOf(sourceFile, frontMatter, mdx)),
    (parsed) => {
      const fileSlug = fileMatch ? fileMatch[2]! : relativePath.replace(/(?:\/index)?\.mdx?$/, '');
      const slugText = fields.value('slug');
      // As in Docusaurus, the permalink carries the file name's date even when the front matter sets another.
      const slug = slugText ?? (fileDate ? `${fileDate.date.replaceAll('-', '/')}/${fileSlug}` : fileSlug);
      const isSlugSafe = checkSlug(slug, fields, 'slug');
      // Every field is read before giving up on the post, so all its problems are reported in one build.
      const title = fields.value('title') ?? parsed.contentTitle ?? fileSlug;
      const description = fields.value('description') ?? describe(parsed.tree);
      const tags = readTags(fields, joinPath(blog.routeBasePath, blog.tagsBasePath), tagRules);
      const { authors, keys: authorKeys } = readAuthors(fields, {
        authorsMap,
        authorsFile: blog.authorsFile,
        onInlineAuthors: blog.onInlineAuthors,
      });
      const tocLevels = readTocLevels(fields);
      const headFacts = readHeadFacts(fields);
      if (!isSlugSafe || !date || (fileMatch && !fileDate)) return undefined;
      return {
        file,
        permalink: joinPath(blog.routeBasePath, slug.replace(/^\//, '')),
        title,
        description,
        date: date.date,
        dateTime: date.dateTime,
        authors,
        authorKeys,
        tags,
        ...(blog.showReadingTime ? { readingTime: readingMinutes(stripFrontMatter(source)) } : {}),
        parsed: storedMarkdownOf(parsed),
        tocLevels,
        headFacts,
        ...readLocalImage(fields),
        ...(slugText === undefined ? {} : { slugLocation: fields.locate('slug') }),
      };
    },
  );
}

function readFileDate(text: string, file: string, problems: Problems): ParsedDate | undefined {
  const date = parseDate(text);
  if (!date)
    problems.error(
      `The file name starts with "${text}", which is not a date.`,
      { file, line: 1, column: 1 },
      'Name the file like `2020-09-22-titel.md`.',
    );
  return date;
}

function readPostDate(
  fields: FieldReader<typeof blogPostFields>,
  fromFileName: { fileDate?: ParsedDate; hasDatedFileName: boolean },
  file: string,
  problems: Problems,
): ParsedDate | undefined {
  const text = fields.value('date');
  // A date of the wrong type has been reported with the other fields.
  if (fields.isWritten('date') && text === undefined) return undefined;
  if (text !== undefined) {
    const date = parseDate(text);
    if (!date) {
      fields.report(
        'date',
        `Front matter field "date" is "${text}", which is not a date.`,
        'Write the date as `date: YYYY-MM-DD`, e.g. `date: 2020-09-22`, or with a time, e.g. `date: 2020-09-22 10:30:00 +0200`.',
      );
    }
    return date;
  }
  // A file name with a date that does not exist has been reported already.
  if (fromFileName.hasDatedFileName) return fromFileName.fileDate;
  problems.error(
    'Front matter field "date" is missing, so the post cannot be sorted into the blog.',
    { file, line: 1, column: 1 },
    'Add a line like `date: 2020-09-22` to the front matter, or start the file name with the date.',
  );
  return undefined;
}
