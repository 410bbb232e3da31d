import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { buildManifest } from '../../src/manifest/build-manifest.js';
import type { SiteConfig } from '../../src/config/config.js';
import { ContentErrors } from '../../src/errors/errors.js';
import { temporarySite } from './sites.js';

/** A hang detector, not a speed test: a case of a few hundred characters takes milliseconds. */
const BOUND_MS = 5_000;
const RUNS = 200;

const config: SiteConfig = {
  title: 'Fuzz',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebars: { main: ['fuzz'] } }],
  pages: { path: 'pages' },
};

// Pieces that make markdown parsers branch: block starts, fences, directives, inline delimiters, raw HTML,
// link syntax, and characters that are awkward in any text (NUL, replacement character, tabs, CR).
const MARKDOWN_PIECES = [
  '\n',
  '\n\n',
  ' ',
  '  ',
  '\t',
  '\r\n',
  '# ',
  '## ',
  '### ',
  '- ',
  '* ',
  '+ ',
  '1. ',
  '> ',
  '```',
  '```js {1-3} title="x"',
  '~~~',
  '    ',
  ':::note',
  ':::tip[Titel]',
  ':::',
  '::::',
  ':::hero{title="x"}',
  '::latest-posts{blog="default" count="2"}',
  ':text',
  '{#eigene-id}',
  '*',
  '**',
  '_',
  '__',
  '~~',
  '`',
  '[',
  ']',
  '(',
  ')',
  '![',
  '](',
  '<',
  '>',
  '|',
  '---',
  '***',
  '<!--truncate-->',
  '<!--',
  '-->',
  '<div>',
  '</div>',
  '<script>alert(1)</script>',
  '<a href="javascript:x">',
  '<img src=x onerror=y>',
  '<details>',
  '&amp;',
  '&#0;',
  '\\',
  'http://example.org',
  '[^1]',
  '[^1]: Fußnote',
  '| a | b |\n|---|---|',
  'Wort',
  'Podman',
  'ÄÖÜß',
  '🦭',
  '\u0000',
  '\uFFFD',
  '\u2028',
  './andere.md',
  '../fuzz.md#anker',
  '/docs/fuzz',
];

const markdownBody = fc.oneof(
  fc.array(fc.constantFrom(...MARKDOWN_PIECES), { maxLength: 200 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('../x', '/abs', 'a\u0000b', 'a\\b', '?#', '', ' ', 'constructor', '__proto__'),
);
const validLookingFrontMatter = fc
  .record(
    {
      title: fc.oneof(text, fc.integer(), fc.array(text, { maxLength: 2 })),
      date: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        text,
        fc.integer(),
      ),
      tags: fc.oneof(fc.array(text, { maxLength: 3 }), text, fc.integer(), fc.dictionary(text, text, { maxKeys: 2 })),
      authors: fc.oneof(
        fc.array(fc.oneof(text, fc.record({ name: text }), fc.record({ key: text })), { maxLength: 2 }),
        text,
      ),
      slug: text,
      id: text,
      draft: fc.oneof(fc.boolean(), text),
      description: text,
      toc_min_heading_level: fc.oneof(fc.integer({ min: -2, max: 8 }), text),
      toc_max_heading_level: fc.oneof(fc.integer({ min: -2, max: 8 }), text),
    },
    { requiredKeys: [] },
  )
  .map((fields) => stringify(fields));
const garbageYaml = fc
  .array(
    fc.constantFrom(
      ':',
      ': ',
      '- ',
      '[',
      ']',
      '{',
      '}',
      '&a ',
      '*a',
      '!!',
      '!tag ',
      '|',
      '>',
      "'",
      '"',
      '#',
      '%YAML',
      '@',
      '`',
      '\n',
      '  ',
      '\t',
      'key',
      'wert',
      '---',
      '...',
      '\u0000',
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));
const frontMatter = fc.oneof(validLookingFrontMatter, garbageYaml, fc.constant(undefined));

const contentFile = fc
  .record({ frontMatter, body: markdownBody })
  .map(({ frontMatter: yaml, body }) => (yaml === undefined ? body : `---\n${yaml}\n---\n${body}`));

const site = temporarySite({
  'blog/authors.yml': 'tsweeney:\n  name: Tom Sweeney\n',
  'docs/start.md': '# Start\n',
  'pages/index.md': '# Start\n',
});
afterAll(() => site.remove());

describe('content-core under random content', () => {
  it(`returns a manifest or ContentErrors within ${BOUND_MS / 1000} s for random markdown and front matter`, async () => {
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(contentFile, contentFile, contentFile, async (post, doc, page) => {
        writeFileSync(path.join(site.siteDir, 'blog/2020-01-01-fuzz.md'), post);
        writeFileSync(path.join(site.siteDir, 'docs/fuzz.md'), doc);
        writeFileSync(path.join(site.siteDir, 'pages/fuzz.md'), page);
        const start = performance.now();
        try {
          const manifest = await buildManifest({ siteDir: site.siteDir, config });
          expect(() => JSON.stringify(manifest)).not.toThrow();
        } catch (error) {
          if (!(error instanceof ContentErrors)) throw error;
          for (const problem of error.errors)
            expect(problem.location.file).toMatch(/^(?:blog|docs|pages)\/|^site\.config\.ts$/);
        }
        const elapsed = performance.now() - start;
        slowest = Math.max(slowest, elapsed);
        expect(elapsed).toBeLessThan(BOUND_MS);
      }),
      { numRuns: RUNS },
    );
    expect(slowest).toBeLessThan(BOUND_MS);
  }, 60_000);
});
