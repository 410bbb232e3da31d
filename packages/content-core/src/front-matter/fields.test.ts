import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parse-front-matter.js';
import { Problems } from '../errors/problems.js';
import { FieldReader } from './fields.js';
import { blogPostFields, docFields, pageFields, type FrontMatterSchema } from './schemas.js';

const FILE = 'content/x.md';

/** Reads the front matter lines with a kind's fields; the problems as message, `line:column` and hint. */
function read<S extends FrontMatterSchema>(schema: S, ...lines: string[]) {
  const problems = new Problems();
  const fields = new FieldReader(parseFrontMatter(`---\n${lines.join('\n')}\n---\n\nText.\n`, FILE), schema, problems);
  const reported = problems.errors.map(({ message, location, hint }) => ({
    message,
    at: `${location.line}:${location.column}`,
    hint,
  }));
  return { fields, reported };
}

describe('texts: title, description, slug, id, labels and class names', () => {
  it('reports a list, true or false and an empty value at the value, with an example', () => {
    const { reported } = read(docFields, 'title: [Eins]', 'sidebar_label: true', 'slug:', 'pagination_label: ""');
    expect(reported).toEqual([
      {
        message: 'Front matter field "title" must be a text, found a list.',
        at: '2:8',
        hint: 'Write it like `title: Erste Schritte`.',
      },
      {
        message: 'Front matter field "sidebar_label" must be a text, found the value true.',
        at: '3:16',
        hint: 'Write it like `sidebar_label: Start`.',
      },
      {
        message: 'Front matter field "slug" must be a text, found an empty value.',
        at: '4:6',
        hint: 'Write it like `slug: /erste-schritte`.',
      },
      {
        message: 'Front matter field "pagination_label" must be a text that is not empty, found an empty text.',
        at: '5:19',
        hint: 'Write it like `pagination_label: Installation`.',
      },
    ]);
  });

  it('reads a number as its digits and allows an empty title and description', () => {
    const { fields, reported } = read(blogPostFields, 'title: ""', 'description: ""', 'slug: 2021', 'id: 7');
    expect(reported).toEqual([]);
    expect([fields.value('title'), fields.value('description'), fields.value('slug'), fields.value('id')]).toEqual([
      '',
      '',
      '2021',
      '7',
    ]);
  });
});

describe('truth values: draft, unlisted, hide_table_of_contents, hide_title, parse_number_prefixes', () => {
  it('reports anything but true or false at the value', () => {
    const { reported } = read(docFields, 'draft: ja', 'hide_title: 1', 'parse_number_prefixes: [true]');
    expect(reported).toEqual([
      {
        message: 'Front matter field "draft" must be true or false, found the text "ja".',
        at: '2:8',
        hint: 'Write it like `draft: true`.',
      },
      {
        message: 'Front matter field "hide_title" must be true or false, found the number 1.',
        at: '3:13',
        hint: 'Write it like `hide_title: true`.',
      },
      {
        message: 'Front matter field "parse_number_prefixes" must be true or false, found a list.',
        at: '4:24',
        hint: 'Write it like `parse_number_prefixes: true`.',
      },
    ]);
  });

  it('reads "true" and "false" written as texts', () => {
    const { fields, reported } = read(pageFields, 'unlisted: "true"', 'hide_table_of_contents: "FALSE"');
    expect(reported).toEqual([]);
    expect([fields.value('unlisted'), fields.value('hide_table_of_contents')]).toEqual([true, false]);
  });
});

describe('numbers: sidebar_position and the table of contents levels', () => {
  it('reports a word, and a fraction where a whole number is needed', () => {
    const { reported } = read(docFields, 'sidebar_position: zwei', 'toc_min_heading_level: 2.5');
    expect(reported).toEqual([
      {
        message: 'Front matter field "sidebar_position" must be a number, found the text "zwei".',
        at: '2:19',
        hint: 'Write it like `sidebar_position: 2`.',
      },
      {
        message: 'Front matter field "toc_min_heading_level" must be a whole number, found the number 2.5.',
        at: '3:24',
        hint: 'Write it like `toc_min_heading_level: 2`.',
      },
    ]);
  });

  it('reads numbers written as texts and fractional sidebar positions', () => {
    const { fields, reported } = read(docFields, 'sidebar_position: 1.5', 'toc_max_heading_level: "4"');
    expect(reported).toEqual([]);
    expect([fields.value('sidebar_position'), fields.value('toc_max_heading_level')]).toEqual([1.5, 4]);
  });
});

describe('lists: tags and keywords', () => {
  it('reports a single value where a list is needed', () => {
    expect(read(blogPostFields, 'title: X', 'tags: 5').reported).toEqual([
      {
        message:
          'Front matter field "tags" must be a list of texts or of `{ label, permalink }` objects, found the number 5.',
        at: '3:7',
        hint: 'Write it like `tags: [podman, containers]` or `tags: [{ label: Podman, permalink: /podman }]`.',
      },
    ]);
    expect(read(pageFields, 'keywords: podman').reported).toEqual([
      {
        message: 'Front matter field "keywords" must be a list of texts, found the text "podman".',
        at: '2:11',
        hint: 'Write it like `keywords: [podman, container]`.',
      },
    ]);
  });

  it('reports each wrong entry at the entry', () => {
    const { reported } = read(docFields, 'tags:', '  - podman', '  - [netavark]', '  - { label: Netz }');
    expect(reported.map(({ message, at }) => ({ message, at }))).toEqual([
      {
        message:
          'Entry 2 of front matter field "tags" must be a text or a `{ label, permalink }` object, found a list.',
        at: '4:5',
      },
      {
        message:
          'Entry 3 of front matter field "tags" must be an object with a text `label` and a text `permalink`, found an object without "permalink".',
        at: '5:5',
      },
    ]);
  });
});

describe('URLs: image, author_url, author_image_url, custom_edit_url', () => {
  it('reports a path with spaces and a value that is not a text', () => {
    const { reported } = read(blogPostFields, 'image: mein bild.png', 'author_url: 42');
    expect(reported).toEqual([
      {
        message:
          'Front matter field "image" must be a URL or a path, with spaces and other special characters written as %20, found the text "mein bild.png".',
        at: '2:8',
        hint: 'Write it like `image: /img/podman.png`.',
      },
      {
        message: 'Front matter field "author_url" must be a URL or a path, found the number 42.',
        at: '3:13',
        hint: 'Write it like `author_url: https://github.com/TomSweeneyRedHat`.',
      },
    ]);
  });

  it('lets custom_edit_url be empty or null to hide the edit link', () => {
    expect(read(docFields, 'custom_edit_url: ""').reported).toEqual([]);
    expect(read(docFields, 'custom_edit_url: null').fields.value('custom_edit_url')).toBeNull();
  });
});

describe('authors', () => {
  it('reports true or false, an object without name or key and a wrong field inside an author', () => {
    expect(read(blogPostFields, 'authors: false').reported).toEqual([
      {
        message:
          'Front matter field "authors" must be an author key, an author object or a list of them, found the value false.',
        at: '2:10',
        hint: 'Write it like `authors: [tsweeney]` or `authors: { name: Tom Sweeney }`.',
      },
    ]);
    const { reported } = read(
      blogPostFields,
      'authors:',
      '  - tsweeney',
      '  - title: Maintainer',
      '  - name: Anna',
      '    url: [https://example.org]',
    );
    expect(reported.map(({ message, at }) => ({ message, at }))).toEqual([
      {
        message:
          'Entry 2 of front matter field "authors" must be an author object with a `name` or a `key`, found an object without "name" or "key".',
        at: '4:5',
      },
      {
        message: 'Field "url" of entry 3 of front matter field "authors" must be a URL or a path, found a list.',
        at: '6:10',
      },
    ]);
  });

  it('reads a key, an object and a list of both', () => {
    const { fields, reported } = read(blogPostFields, 'authors: [tsweeney, { name: Anna, image_url: /anna.png }]');
    expect(reported).toEqual([]);
    expect(fields.value('authors')).toEqual(['tsweeney', { name: 'Anna', image_url: '/anna.png' }]);
  });

  it('reports the legacy author fields by type', () => {
    expect(read(blogPostFields, 'author: [Tom]', 'author_title: true').reported.map(({ message }) => message)).toEqual([
      'Front matter field "author" must be a text, found a list.',
      'Front matter field "author_title" must be a text, found the value true.',
    ]);
  });
});

describe('objects and fields that may be null: sidebar_custom_props, last_update, displayed_sidebar, pagination', () => {
  it('reports a text where an object is needed and a wrong field inside one at that field', () => {
    const { reported } = read(docFields, 'sidebar_custom_props: buch', 'last_update:', '  author: [Anna]');
    expect(reported).toEqual([
      {
        message:
          'Front matter field "sidebar_custom_props" must be an object of `key: value` fields, found the text "buch".',
        at: '2:23',
        hint: 'Write it like `sidebar_custom_props: { icon: buch }`.',
      },
      {
        message: 'Front matter field "last_update.author" must be a text, found a list.',
        at: '4:11',
        hint: 'Write it like `last_update: { date: 2024-05-01, author: Anna }`.',
      },
    ]);
  });

  it('takes null for displayed_sidebar and pagination_next, but not a list', () => {
    const { fields, reported } = read(docFields, 'displayed_sidebar: null', 'pagination_next:', 'pagination_prev: [a]');
    expect([fields.value('displayed_sidebar'), fields.value('pagination_next')]).toEqual([null, null]);
    expect(reported).toEqual([
      {
        message: 'Front matter field "pagination_prev" must be a text, found a list.',
        at: '4:18',
        hint: 'Write it like `pagination_prev: podman`.',
      },
    ]);
  });
});

describe('fields of other kinds and unknown fields', () => {
  it('leaves fields alone that the kind of content does not know, as Docusaurus does', () => {
    expect(read(blogPostFields, 'sidebar_position: [x]', 'eigenes_feld: { a: 1 }').reported).toEqual([]);
    expect(read(pageFields, 'tags: 5', 'wrapperClassName: startseite').reported).toEqual([]);
  });

  it('reads a field of the wrong type as absent', () => {
    const { fields } = read(pageFields, 'title: [Eins]');
    expect([fields.value('title'), fields.isWritten('title')]).toEqual([undefined, true]);
  });

  it('reports a date that is not a text', () => {
    expect(read(blogPostFields, 'date: 20200922').reported).toEqual([
      {
        message: 'Front matter field "date" must be a date, found the number 20200922.',
        at: '2:7',
        hint: 'Write it like `date: 2020-09-22`.',
      },
    ]);
  });
});
