import {
  anyObject,
  boolean,
  date,
  either,
  integer,
  listOf,
  nullable,
  number,
  objectOf,
  text,
  textOrEmpty,
  url,
  urlOrEmpty,
  type FieldType,
} from './field-types.js';

/** A known front matter field: its type, and how it is written correctly, for the hint. */
export interface FieldSpec<T> {
  type: FieldType<T>;
  examples: string[];
}

export type FrontMatterSchema = Record<string, FieldSpec<unknown>>;

/** The value a field holds once checked. */
export type FieldValue<S extends FrontMatterSchema, K extends keyof S> = S[K] extends FieldSpec<infer T> ? T : never;

const field = <T>(type: FieldType<T>, ...examples: string[]): FieldSpec<T> => ({ type, examples });

const tagObject = objectOf(
  { label: text, permalink: text },
  { expected: 'an object with a text `label` and a text `permalink`', required: ['label', 'permalink'] },
);
const tags = listOf(
  either('a text or a `{ label, permalink }` object', [text, tagObject]),
  'a list of texts or of `{ label, permalink }` objects',
);

const authorObject = objectOf(
  { key: text, name: text, title: text, url, image_url: text, imageURL: text, socials: anyObject },
  { expected: 'an author object with a `name` or a `key`', oneOf: ['name', 'key'] },
);
const authorEntry = either('an author key from the authors file or an author object', [text, authorObject]);
const authors = either('an author key, an author object or a list of them', [
  text,
  authorObject,
  listOf(authorEntry, 'a list of author keys or author objects'),
]);

const lastUpdate = objectOf(
  { date, author: text },
  { expected: 'an object with `date` and `author`', oneOf: ['date', 'author'] },
);

const truthField = (key: string) => field(boolean, `${key}: true`);

/** What a page's front matter adds to its head (PageHeadFacts), read by every kind of content. */
export const headFields = {
  keywords: field(listOf(text, 'a list of texts'), 'keywords: [podman, container]'),
  image: field(url, 'image: /img/podman.png'),
};

/** Fields every kind of content has, as Docusaurus 2.4.3 validates them. */
const sharedFields = {
  ...headFields,
  description: field(textOrEmpty, 'description: Worum es geht.'),
  hide_table_of_contents: truthField('hide_table_of_contents'),
  draft: truthField('draft'),
  unlisted: truthField('unlisted'),
};

/** The table of contents levels, read by every kind of content. */
export const tocLevelFields = {
  toc_min_heading_level: field(integer, 'toc_min_heading_level: 2'),
  toc_max_heading_level: field(integer, 'toc_max_heading_level: 3'),
};

/** `last_update`, read by docs and markdown pages. */
export const lastUpdateFields = {
  last_update: field(lastUpdate, 'last_update: { date: 2024-05-01, author: Anna }'),
};

export const blogPostFields = {
  ...sharedFields,
  ...tocLevelFields,
  id: field(text, 'id: mein-beitrag'),
  title: field(textOrEmpty, 'title: Mein Beitrag'),
  slug: field(text, 'slug: mein-beitrag'),
  date: field(date, 'date: 2020-09-22'),
  tags: field(tags, 'tags: [podman, containers]', 'tags: [{ label: Podman, permalink: /podman }]'),
  authors: field(authors, 'authors: [tsweeney]', 'authors: { name: Tom Sweeney }'),
  author: field(text, 'author: Tom Sweeney'),
  author_title: field(text, 'author_title: Maintainer'),
  authorTitle: field(text, 'authorTitle: Maintainer'),
  author_url: field(url, 'author_url: https://github.com/TomSweeneyRedHat'),
  authorURL: field(url, 'authorURL: https://github.com/TomSweeneyRedHat'),
  author_image_url: field(url, 'author_image_url: https://github.com/TomSweeneyRedHat.png'),
  authorImageURL: field(url, 'authorImageURL: https://github.com/TomSweeneyRedHat.png'),
};

export const docFields = {
  ...sharedFields,
  ...tocLevelFields,
  ...lastUpdateFields,
  id: field(text, 'id: erste-schritte'),
  title: field(textOrEmpty, 'title: Erste Schritte'),
  hide_title: truthField('hide_title'),
  slug: field(text, 'slug: /erste-schritte'),
  tags: field(tags, 'tags: [podman, containers]', 'tags: [{ label: Podman, permalink: /podman }]'),
  sidebar_label: field(text, 'sidebar_label: Start'),
  sidebar_position: field(number, 'sidebar_position: 2'),
  sidebar_class_name: field(text, 'sidebar_class_name: hervorgehoben'),
  sidebar_custom_props: field(anyObject, 'sidebar_custom_props: { icon: buch }'),
  displayed_sidebar: field(nullable(text), 'displayed_sidebar: docsSidebar'),
  pagination_label: field(text, 'pagination_label: Installation'),
  pagination_next: field(nullable(text), 'pagination_next: installation'),
  pagination_prev: field(nullable(text), 'pagination_prev: podman'),
  custom_edit_url: field(
    nullable(urlOrEmpty),
    'custom_edit_url: https://github.com/containers/podman.io/edit/main/docs/podman.md',
  ),
  parse_number_prefixes: truthField('parse_number_prefixes'),
};

export const pageFields = {
  ...sharedFields,
  ...tocLevelFields,
  ...lastUpdateFields,
  title: field(textOrEmpty, 'title: Community'),
  slug: field(text, 'slug: /community'),
  wrapperClassName: field(text, 'wrapperClassName: startseite'),
};
