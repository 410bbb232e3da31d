import { isMap, isScalar, parseDocument, type Document } from 'yaml';
import type { SourceLocation } from '../errors.js';
import type { Problems } from '../problems.js';
import { positionAt } from '../text-position.js';
import type { FieldReader } from '../front-matter/fields.js';
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

/** The post's authors from `authors` (keys or objects) or the legacy `author*` fields. */
export function readAuthors(fields: FieldReader, authorsMap: AuthorsMap, authorsFile: string): Author[] {
  if (fields.has('authors')) {
    const raw = fields.raw('authors');
    const list = Array.isArray(raw) ? raw : [raw];
    const authors: Author[] = [];
    for (const entry of list) {
      if (typeof entry === 'string') {
        const author = Object.hasOwn(authorsMap, entry) ? authorsMap[entry] : undefined;
        if (author) authors.push(author);
        else
          fields.report(
            'authors',
            `Author "${entry}" is not in ${authorsFile}.`,
            knownKeysHint(authorsMap, authorsFile),
          );
      } else if (entry && typeof entry === 'object' && typeof (entry as Record<string, unknown>).name === 'string') {
        authors.push(toAuthor(entry as Record<string, unknown>));
      } else if (entry && typeof entry === 'object' && typeof (entry as Record<string, unknown>).key === 'string') {
        const key = (entry as { key: string }).key;
        const author = Object.hasOwn(authorsMap, key) ? authorsMap[key] : undefined;
        if (author) authors.push({ ...author, ...toAuthor({ name: author.name, ...(entry as object) }) });
        else
          fields.report('authors', `Author "${key}" is not in ${authorsFile}.`, knownKeysHint(authorsMap, authorsFile));
      } else {
        fields.report(
          'authors',
          'Each entry of "authors" must be a key of the authors file or an object with a name.',
          'Write it like `authors: [tsweeney]` or `authors: { name: Tom Sweeney }`.',
        );
      }
    }
    return authors;
  }
  const name = fields.string('author', 'author: Tom Sweeney');
  if (name === undefined) return [];
  return [
    toAuthor({
      name,
      title:
        fields.string('author_title', 'author_title: Maintainer') ??
        fields.string('authorTitle', 'authorTitle: Maintainer'),
      url:
        fields.string('author_url', 'author_url: https://github.com/...') ??
        fields.string('authorURL', 'authorURL: https://github.com/...'),
      image_url:
        fields.string('author_image_url', 'author_image_url: https://...') ??
        fields.string('authorImageURL', 'authorImageURL: https://...'),
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
