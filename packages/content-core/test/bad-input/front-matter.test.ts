import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../src/manifest/build-manifest.js';
import { badInput, contentErrorsOf, corpusConfig, described, routeAt, temporarySite } from './sites.js';

const YAML_HINT = 'Check the indentation and quote values that contain a colon, e.g. `title: "Podman: Neuigkeiten"`.';
const SLUG_HINT = 'Use a slug made of words and dashes, e.g. `slug: mein-beitrag`.';
const DATE_HINT =
  'Write the date as `date: YYYY-MM-DD`, e.g. `date: 2020-09-22`, or with a time, e.g. `date: 2020-09-22 10:30:00 +0200`.';

describe('front matter that cannot be read', () => {
  it('reports invalid YAML, repeated keys, a list instead of fields and an alias bomb, each at its line', async () => {
    expect(described(await contentErrorsOf(badInput('invalid-yaml')))).toEqual([
      {
        message:
          'The front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ].',
        location: { file: 'blog/2020-01-01-klammer.md', line: 3, column: 25 },
        hint: YAML_HINT,
      },
      {
        message: 'The front matter writes the key "title" twice (first on line 2).',
        location: { file: 'blog/2020-01-02-doppelt.md', line: 3, column: 1 },
        hint: 'Keep one "title" line and remove the other.',
      },
      {
        message: 'The front matter must be a list of `key: value` lines.',
        location: { file: 'blog/2020-01-03-liste.md', line: 2, column: 1 },
        hint: 'Write one field per line, e.g. `title: Mein Beitrag`.',
      },
      {
        message:
          'The front matter repeats YAML aliases (`*name`) so often that its values would grow too large to read.',
        location: { file: 'blog/2020-01-04-aliase.md', line: 2, column: 1 },
        hint: 'Write the values out instead of repeating them through YAML aliases (`*name`).',
      },
    ]);
  });

  it('reports an authors file that is not a map of authors', async () => {
    const site = temporarySite({
      'blog/authors.yml': '- tsweeney\n- mheon\n',
      'blog/2020-01-01-a.md': '---\ntitle: A\n---\n\nText.\n',
    });
    expect(described(await contentErrorsOf(site.siteDir))).toEqual([
      {
        message: 'The authors file must map keys to authors.',
        location: { file: 'blog/authors.yml', line: 1, column: 1 },
        hint: 'Write it like `tsweeney:` followed by an indented `name: Tom Sweeney`.',
      },
    ]);
    site.remove();
  });

  it('reports a raw NUL byte in the front matter instead of reading past it', async () => {
    const site = temporarySite({ 'blog/2020-01-01-nul.md': '---\ntitle: Nullbyte\nslug: a\u0000b\n---\n\nText.\n' });
    const errors = await contentErrorsOf(site.siteDir);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({ file: 'blog/2020-01-01-nul.md', line: 3 });
    site.remove();
  });
});

describe('front matter fields of the wrong type', () => {
  it('reports every wrong field of a post at once, each at its value, and authors missing from authors.yml', async () => {
    const errors = described(await contentErrorsOf(badInput('wrong-types')));
    const file = 'blog/2020-02-01-typen.md';
    expect(errors.filter((error) => error.location.file === file)).toEqual([
      {
        message: 'Front matter field "title" must be a text, found a list.',
        location: { file, line: 2, column: 8 },
        hint: 'Write it like `title: Mein Beitrag`.',
      },
      {
        message:
          'Front matter field "tags" must be a list of texts or of `{ label, permalink }` objects, found an object.',
        location: { file, line: 4, column: 7 },
        hint: 'Write it like `tags: [podman, containers]` or `tags: [{ label: Podman, permalink: /podman }]`.',
      },
      {
        message: 'Front matter field "draft" must be true or false, found the text "ja".',
        location: { file, line: 5, column: 8 },
        hint: 'Write it like `draft: true`.',
      },
      {
        message: 'Front matter field "toc_max_heading_level" must be a whole number, found the text "drei".',
        location: { file, line: 7, column: 24 },
        hint: 'Write it like `toc_max_heading_level: 3`.',
      },
      {
        message: 'Front matter field "date" is "gestern", which is not a date.',
        location: { file, line: 3, column: 7 },
        hint: DATE_HINT,
      },
      {
        message: 'Author "niemand" is not in blog/authors.yml.',
        location: { file, line: 6, column: 10 },
        hint: 'Use one of: tsweeney; or add the author to blog/authors.yml.',
      },
    ]);
  });

  it('does not take names every object inherits, such as constructor, for authors', async () => {
    const errors = described(await contentErrorsOf(badInput('wrong-types')));
    expect(
      errors.filter((error) => error.location.file === 'blog/2020-02-02-konstruktor.md').map((error) => error.message),
    ).toEqual(['Author "constructor" is not in blog/authors.yml.', 'Author "toString" is not in blog/authors.yml.']);
  });

  it('refuses a single number as tags, as Docusaurus does, pointing at the value', async () => {
    expect(
      described(await contentErrorsOf(badInput('wrong-types'))).filter(
        (error) => error.location.file === 'blog/2020-02-03-zahl.md',
      ),
    ).toEqual([
      {
        message:
          'Front matter field "tags" must be a list of texts or of `{ label, permalink }` objects, found the number 5.',
        location: { file: 'blog/2020-02-03-zahl.md', line: 3, column: 7 },
        hint: 'Write it like `tags: [podman, containers]` or `tags: [{ label: Podman, permalink: /podman }]`.',
      },
    ]);
  });

  it('reads numbers in a list of tags as tags of that name', async () => {
    const site = temporarySite({ 'blog/2020-02-03-zahl.md': '---\ntitle: 2021\ntags: [5, podman]\n---\n\nText.\n' });
    const post = routeAt(
      await buildManifest({ siteDir: site.siteDir, config: corpusConfig }),
      '/blogs/2020/02/03/zahl',
    );
    expect(post?.kind === 'blogPost' && [post.title, post.tags]).toEqual([
      '2021',
      [
        { label: '5', permalink: '/blogs/tags/5' },
        { label: 'podman', permalink: '/blogs/tags/podman' },
      ],
    ]);
    site.remove();
  });
});

describe('table of contents levels', () => {
  it('reports levels outside 2 to 6 and a minimum above the maximum, each at its value', async () => {
    expect(described(await contentErrorsOf(badInput('toc-levels')))).toEqual([
      {
        message:
          'Front matter field "toc_min_heading_level" is 1, but headings in the table of contents have levels 2 to 6.',
        location: { file: 'blog/2020-07-01-zu-weit.md', line: 3, column: 24 },
        hint: 'Write a level from 2 to 6, e.g. `toc_min_heading_level: 2`.',
      },
      {
        message:
          'Front matter field "toc_max_heading_level" is 7, but headings in the table of contents have levels 2 to 6.',
        location: { file: 'blog/2020-07-01-zu-weit.md', line: 4, column: 24 },
        hint: 'Write a level from 2 to 6, e.g. `toc_max_heading_level: 3`.',
      },
      {
        message:
          'Front matter field "toc_max_heading_level" is 3, below "toc_min_heading_level" (4), so the table of contents would stay empty.',
        location: { file: 'blog/2020-07-02-vertauscht.md', line: 4, column: 24 },
        hint: 'Set toc_max_heading_level to 4 or more, or lower toc_min_heading_level.',
      },
    ]);
  });
});

describe('tags written as objects', () => {
  it('reports an object without a permalink and a permalink that would leave the site', async () => {
    expect(described(await contentErrorsOf(badInput('tag-objects')))).toEqual([
      {
        message:
          'Entry 1 of front matter field "tags" must be an object with a text `label` and a text `permalink`, found an object without "permalink".',
        location: { file: 'blog/2020-09-01-halbe-objekte.md', line: 4, column: 5 },
        hint: 'Write it like `tags: [podman, containers]` or `tags: [{ label: Podman, permalink: /podman }]`.',
      },
      {
        message: 'The tag permalink "../../etc" contains "..", which would place the page outside the site.',
        location: { file: 'blog/2020-09-02-ausbruch.md', line: 4, column: 35 },
        hint: 'Use a permalink made of words and dashes, e.g. `permalink: /open-source`.',
      },
    ]);
  });
});

describe('authors.yml', () => {
  it('reports an author without a name at its key', async () => {
    expect(described(await contentErrorsOf(badInput('author-without-name')))).toEqual([
      {
        message: 'Author "mheon" has no name.',
        location: { file: 'blog/authors.yml', line: 3, column: 1 },
        hint: 'Add `name: Vorname Nachname` under `mheon:`.',
      },
    ]);
  });
});

describe('dates', () => {
  it('reports a file name whose date does not exist', async () => {
    expect(described(await contentErrorsOf(badInput('bad-file-date')))).toEqual([
      {
        message: 'The file name starts with "2023-13-45", which is not a date.',
        location: { file: 'blog/2023-13-45-x.md', line: 1, column: 1 },
        hint: 'Name the file like `2020-09-22-titel.md`.',
      },
    ]);
  });

  it('reports a front matter date on the 30th of February', async () => {
    const site = temporarySite({ 'blog/schaltjahr.md': '---\ntitle: Schaltjahr\ndate: 2021-02-30\n---\n\nText.\n' });
    expect(described(await contentErrorsOf(site.siteDir))).toEqual([
      {
        message: 'Front matter field "date" is "2021-02-30", which is not a date.',
        location: { file: 'blog/schaltjahr.md', line: 3, column: 7 },
        hint: DATE_HINT,
      },
    ]);
    site.remove();
  });
});

describe('slugs that would leave the site', () => {
  it('reports .., NUL bytes and backslashes in slugs and doc ids', async () => {
    expect(described(await contentErrorsOf(badInput('unsafe-slugs')))).toEqual([
      {
        message: 'The slug "../../../etc/passwd" contains "..", which would place the page outside the site.',
        location: { file: 'blog/2020-05-01-ausbruch.md', line: 3, column: 7 },
        hint: SLUG_HINT,
      },
      {
        message: 'The slug "beitrag?.html" contains a control character, "\\", "?" or "#".',
        location: { file: 'blog/2020-05-02-nul.md', line: 3, column: 7 },
        hint: SLUG_HINT,
      },
      {
        message: 'The slug "a\\..\\..\\b" contains a control character, "\\", "?" or "#".',
        location: { file: 'blog/2020-05-03-rueckstrich.md', line: 3, column: 7 },
        hint: SLUG_HINT,
      },
      {
        message: 'The slug "../../draussen" contains "..", which would place the page outside the site.',
        location: { file: 'docs/weg.md', line: 2, column: 5 },
        hint: SLUG_HINT,
      },
    ]);
  });
});
