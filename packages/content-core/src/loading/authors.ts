import { isMap, isScalar, parseDocument, type Document } from 'yaml';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import { positionAt } from '../errors/text-position.js';
import type { FieldReader } from '../front-matter/fields.js';
import type { blogPostFields } from '../front-matter/schemas.js';
import type { Author } from '../types.js';

export type AuthorsMap = Record<string, Author>;

/** Reads an instance's authors.yml: keys mapping to name, title, url, image_url. */
export function parseAuthorsMap(source: string | undefined, file: string, problems: Problems): AuthorsMap {
  if (source === undefined) return {};
  const document = parseDocument(source);
  const error = document.errors[0];
  if (error) {
    const position = error.linePos?.[0];
    problems.error(
      `The authors file is not valid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:$/, '')}.`,
      { file, line: position?.line, column: position?.col },
      'Check the indentation: each key starts a line, its fields follow indented, e.g. `  name: Tom Sweeney`.',
    );
    return {};
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 100 }) ?? {};
  } catch {
    problems.error(
      'The authors file repeats YAML aliases (`*name`) so often that its values would grow too large to read.',
      { file, line: 1, column: 1 },
      'Write the values out instead of repeating them through YAML aliases (`*name`).',
    );
    return {};
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    problems.error(
      'The authors file must map keys to authors.',
      { file, line: 1, column: 1 },
      'Write it like `tsweeney:` followed by an indented `name: Tom Sweeney`.',
    );
    return {};
  }
  // Without a prototype, a key such as `__proto__` or `constructor` is an author like any other.
  const authors: AuthorsMap = Object.create(null) as AuthorsMap;
  for (const [key, value] of Object.entries(data as Record<string, Record<string, unknown> | null>)) {
    if (typeof value?.name !== 'string') {
      problems.error(
        `Author "${key}" has no name.`,
        locateAuthor(document, source, key, file),
        `Add \`name: Vorname Nachname\` under \`${key}:\`.`,
      );
      continue;
    }
    authors[key] = toAuthor(value);
  }
  return authors;
}

// Where an author's key stands in authors.yml.
function locateAuthor(document: Document, source: string, key: string, file: string): SourceLocation {
  const pair = isMap(document.contents)
    ? document.contents.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
    : undefined;
  const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  return { file, ...(offset === undefined ? { line: 1, column: 1 } : positionAt(source, offset)) };
}

/** Where the authors come from, and what to do about one written out in the front matter (`onInlineAuthors`). */
export interface AuthorsSource {
  authorsMap: AuthorsMap;
  authorsFile: string;
  onInlineAuthors: 'ignore' | 'log' | 'warn' | 'throw';
}

/** The post's authors from `authors` (keys or objects) or the legacy `author*` fields. */
export function readAuthors(fields: FieldReader<typeof blogPostFields>, source: AuthorsSource): Author[] {
  const { authorsMap, authorsFile } = source;
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
    if (written === undefined) return [];
    const entries = Array.isArray(written) ? written : [written];
    return entries.flatMap((entry, index) => {
      if (typeof entry !== 'string' && entry.name !== undefined) {
        reportInline('authors', String(entry.name), Array.isArray(written) ? [index] : []);
        return [toAuthor(entry)];
      }
      // An author object without a name has a key: the front matter check makes sure of it.
      const key = typeof entry === 'string' ? entry : String(entry.key);
      const author = Object.hasOwn(authorsMap, key) ? authorsMap[key] : undefined;
      if (!author) {
        const path = Array.isArray(written) ? [index] : [];
        fields.report(
          'authors',
          `Author "${key}" is not in ${authorsFile}.`,
          knownKeysHint(authorsMap, authorsFile),
          path,
        );
        return [];
      }
      return typeof entry === 'string' ? [author] : [{ ...author, ...toAuthor({ ...entry, name: author.name }) }];
    });
  }
  const name = fields.value('author');
  if (name === undefined) return [];
  reportInline('author', name);
  return [
    toAuthor({
      name,
      title: fields.value('author_title') ?? fields.value('authorTitle'),
      url: fields.value('author_url') ?? fields.value('authorURL'),
      image_url: fields.value('author_image_url') ?? fields.value('authorImageURL'),
    }),
  ];
}

function toAuthor(value: Record<string, unknown>): Author {
  const author: Author = { name: String(value.name) };
  if (typeof value.title === 'string') author.title = value.title;
  if (typeof value.url === 'string') author.url = value.url;
  if (typeof value.image_url === 'string') author.imageUrl = value.image_url;
  if (typeof value.imageURL === 'string') author.imageUrl = value.imageURL;
  return author;
}

function knownKeysHint(authorsMap: AuthorsMap, authorsFile: string): string {
  const keys = Object.keys(authorsMap);
  return keys.length
    ? `Use one of: ${keys.join(', ')}; or add the author to ${authorsFile}.`
    : `Add the author to ${authorsFile}.`;
}
