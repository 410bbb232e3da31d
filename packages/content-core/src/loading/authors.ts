import type { Problems } from '../errors/problems.js';
import type { FieldReader } from '../front-matter/fields.js';
import type { blogPostFields } from '../front-matter/schemas.js';
import type { Author } from '../types.js';
import { parseYamlMap, type YamlMapKind } from './yaml-map.js';

export type AuthorsMap = Record<string, Author>;

const AUTHORS_FILE: YamlMapKind = {
  name: 'The authors file',
  entries: 'authors',
  example: '`tsweeney:` followed by an indented `name: Tom Sweeney`',
  indentHint: 'Check the indentation: each key starts a line, its fields follow indented, e.g. `  name: Tom Sweeney`.',
};

/** Reads an instance's authors.yml: keys mapping to name, title, url, image_url. */
export function parseAuthorsMap(source: string | undefined, file: string, problems: Problems): AuthorsMap {
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
    authors[key] = toAuthor(value);
  }
  return authors;
}

/** The post's authors from `authors` (keys or objects) or the legacy `author*` fields. */
export function readAuthors(
  fields: FieldReader<typeof blogPostFields>,
  authorsMap: AuthorsMap,
  authorsFile: string,
): Author[] {
  if (fields.isWritten('authors')) {
    const written = fields.value('authors');
    if (written === undefined) return [];
    const entries = Array.isArray(written) ? written : [written];
    return entries.flatMap((entry, index) => {
      if (typeof entry !== 'string' && entry.name !== undefined) return [toAuthor(entry)];
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
