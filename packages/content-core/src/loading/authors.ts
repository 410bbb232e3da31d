import type { Problems } from '../errors/problems.js';
import type { FieldReader } from '../front-matter/fields.js';
import type { blogPostFields } from '../front-matter/schemas.js';
import type { Author } from '../types.js';
import { parseYamlMap, type YamlMapKind } from './yaml-map.js';
import { normalizeSocials } from './author-socials.js';
import { joinPath } from '../route-paths.js';
import { kebabCase } from 'lodash-es';

/** An author of the authors file, with what only the authors pages show. */
export interface MappedAuthor extends Author {
  description?: string;
}

export type AuthorsMap = Record<string, MappedAuthor>;

const AUTHORS_FILE: YamlMapKind = {
  name: 'The authors file',
  entries: 'authors',
  example: '`tsweeney:` followed by an indented `name: Tom Sweeney`',
  indentHint: 'Check the indentation: each key starts a line, its fields follow indented, e.g. `  name: Tom Sweeney`.',
};

/**
 * Reads an instance's authors.yml: keys mapping to name, title, url, image_url, description, socials and `page`
 * (true, or `{ permalink }`), whose page lives under `authorsPath` (`/blog/authors/<key in kebab-case>`).
 */
export function parseAuthorsMap(
  source: string | undefined,
  file: string,
  problems: Problems,
  authorsPath: string,
): AuthorsMap {
  if (source === undefined) return {};
  const map = parseYamlMap(source, file, AUTHORS_FILE, problems);
  if (!map) return {};
  // Without a prototype, a key such as `__proto__` or `constructor` is an author like any other.
  const authors: AuthorsMap = Object.create(null) as AuthorsMap;
  for (const [key, value] of Object.entries(map.entries as Record<string, Record<string, unknown> | null>)) {
    if (typeof value?.name !== 'string') {
      problems.error(
        `Author "${key}" has no name.`,
        map.locate(key),
        `Add \`name: Vorname Nachname\` under \`${key}:\`.`,
      );
      continue;
    }
    const report = (message: string, hint: string) =>
      problems.error(`Author "${key}": ${message}`, map.locate(key), hint);
    const author: MappedAuthor = toAuthor(value, report);
    const page = authorPage(value.page, key, report);
    if (page !== undefined) author.page = joinPath(authorsPath, page);
    if (typeof value.description === 'string') author.description = value.description;
    authors[key] = author;
  }
  return authors;
}

// The slug of an author's page: the key in kebab-case for `page: true`, the permalink of `page: { permalink }`.
function authorPage(page: unknown, key: string, report: (message: string, hint: string) => void): string | undefined {
  if (page === undefined || page === false || page === null) return undefined;
  if (page === true) return kebabCase(key);
  const permalink = typeof page === 'object' ? (page as { permalink?: unknown }).permalink : undefined;
  if (typeof permalink === 'string') return permalink.replace(/^\/+/, '');
  report(
    '`page` must be true or an object with a text `permalink`.',
    `Write \`page: true\` for a page at authors/${kebabCase(key)}, or \`page: { permalink: /${kebabCase(key)} }\`.`,
  );
  return undefined;
}

/** A post's authors, and the keys of those that come from the authors file. */
export interface PostAuthors {
  authors: Author[];
  keys: string[];
}

/** Where the authors come from, and what to do about one written out in the front matter (`onInlineAuthors`). */
export interface AuthorsSource {
  authorsMap: AuthorsMap;
  authorsFile: string;
  onInlineAuthors: 'ignore' | 'log' | 'warn' | 'throw';
}

/** The post's authors from `authors` (keys or objects) or the legacy `author*` fields. */
export function readAuthors(fields: FieldReader<typeof blogPostFields>, source: AuthorsSource): PostAuthors {
  const { authorsMap, authorsFile } = source;
  const keys: string[] = [];
  const reportInline = (key: 'authors' | 'author', name: string, path?: number[]) => {
    if (source.onInlineAuthors === 'ignore') return;
    (source.onInlineAuthors === 'throw' ? fields.report : fields.warn).call(
      fields,
      key,
      `The author "${name}" is written out here instead of named by a key of ${authorsFile}.`,
      `Add the author to ${authorsFile} and write the key, \`authors: [key]\`, or set \`onInlineAuthors: 'ignore'\` for the blog.`,
      path,
    );
  };
  if (fields.isWritten('authors')) {
    const written = fields.value('authors');
    if (written === undefined) return { authors: [], keys };
    const entries = Array.isArray(written) ? written : [written];
    const reportAt = (index: number) => (message: string, hint: string) =>
      fields.report('authors', message, hint, Array.isArray(written) ? [index] : []);
    const authors = entries.flatMap((entry, index) => {
      if (typeof entry !== 'string' && entry.name !== undefined) {
        reportInline('authors', String(entry.name), Array.isArray(written) ? [index] : []);
        return [toAuthor(entry, reportAt(index))];
      }
      // An author object without a name has a key: the front matter check makes sure of it.
      const key = typeof entry === 'string' ? entry : String(entry.key);
      const mapped = Object.hasOwn(authorsMap, key) ? authorsMap[key] : undefined;
      if (!mapped) {
        reportAt(index)(`Author "${key}" is not in ${authorsFile}.`, knownKeysHint(authorsMap, authorsFile));
        return [];
      }
      keys.push(key);
      const { description: _description, ...author } = mapped;
      return typeof entry === 'string'
        ? [author]
        : [{ ...author, ...toAuthor({ ...entry, name: author.name }, reportAt(index)) }];
    });
    return { authors, keys };
  }
  const name = fields.value('author');
  if (name === undefined) return { authors: [], keys };
  reportInline('author', name);
  const legacy = {
    name,
    title: fields.value('author_title') ?? fields.value('authorTitle'),
    url: fields.value('author_url') ?? fields.value('authorURL'),
    image_url: fields.value('author_image_url') ?? fields.value('authorImageURL'),
  };
  return { authors: [toAuthor(legacy, () => {})], keys };
}

function toAuthor(value: Record<string, unknown>, report: (message: string, hint: string) => void): Author {
  const author: Author = { name: String(value.name) };
  if (typeof value.title === 'string') author.title = value.title;
  if (typeof value.url === 'string') author.url = value.url;
  if (typeof value.image_url === 'string') author.imageUrl = value.image_url;
  if (typeof value.imageURL === 'string') author.imageUrl = value.imageURL;
  if (value.socials !== undefined) {
    const { socials, problems } = normalizeSocials(value.socials);
    for (const problem of problems)
      report(
        `The social link \`${problem.platform}\` ${problem.message}.`,
        'Write a handle (`github: slorber`) or a full link (`github: https://github.com/slorber`).',
      );
    if (Object.keys(socials).length > 0) author.socials = socials;
  }
  return author;
}

function knownKeysHint(authorsMap: AuthorsMap, authorsFile: string): string {
  const keys = Object.keys(authorsMap);
  return keys.length
    ? `Use one of: ${keys.join(', ')}; or add the author to ${authorsFile}.`
    : `Add the author to ${authorsFile}.`;
}
