import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../src/manifest/build-manifest.js';
import { MAX_SOURCE_LENGTH } from '../../src/loading/check-source.js';
import type { SiteConfig } from '../../src/config/config.js';
import { MAX_NESTING } from '../../src/markdown/parse/nesting.js';
import { badInput, contentErrorsOf, corpusConfig, described, routeAt, temporarySite } from './sites.js';

const NESTING_HINT = `Flatten the structure: lists, block quotes and directives can nest ${MAX_NESTING} levels deep.`;
const post = (body: string | Uint8Array) => ({
  'blog/2020-06-01-test.md': typeof body === 'string' ? `---\ntitle: Test\n---\n\n${body}` : body,
});
const POST_PATH = '/blogs/2020/06/01/test';

async function builtPost(files: Record<string, string | Uint8Array>, config: SiteConfig = corpusConfig) {
  const site = temporarySite(files);
  try {
    const manifest = await buildManifest({ siteDir: site.siteDir, config });
    const route = routeAt(manifest, POST_PATH);
    if (route?.kind !== 'blogPost') throw new Error(`No post at ${POST_PATH}.`);
    return { route, warnings: manifest.warnings };
  } finally {
    site.remove();
  }
}

async function errorsOf(files: Record<string, string | Uint8Array>) {
  const site = temporarySite(files);
  try {
    return described(await contentErrorsOf(site.siteDir));
  } finally {
    site.remove();
  }
}

describe('markdown that nests too deeply', () => {
  it('reports 10,000 lists nested on one line before parsing them', async () => {
    expect(await errorsOf(post(`${'- '.repeat(10_000)}x\n`))).toEqual([
      {
        message: `This line nests lists or block quotes about 15000 levels deep, more than the ${MAX_NESTING} Kran reads.`,
        location: { file: 'blog/2020-06-01-test.md', line: 5, column: 1 },
        hint: NESTING_HINT,
      },
    ]);
  });

  it('reports 10,000 nested block quotes', async () => {
    const errors = await errorsOf(post(`${'>'.repeat(10_000)} x\n`));
    expect(errors).toEqual([
      expect.objectContaining({
        location: { file: 'blog/2020-06-01-test.md', line: 5, column: 1 },
        hint: NESTING_HINT,
      }),
    ]);
  });

  it('reports lists nested by indentation at the first line past the limit', async () => {
    const lines = Array.from({ length: 200 }, (_, level) => `${'  '.repeat(level)}- Ebene ${level}`);
    const errors = await errorsOf(post(`${lines.join('\n')}\n`));
    expect(errors).toEqual([
      expect.objectContaining({ location: { file: 'blog/2020-06-01-test.md', line: 5 + MAX_NESTING, column: 1 } }),
    ]);
  });

  it('reports directives nested inside each other deeper than can be rendered', async () => {
    const lines = Array.from({ length: 300 }, (_, level) => `${':'.repeat(303 - level)}note`);
    const errors = await errorsOf(post(`${lines.join('\n')}\n`));
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('nested more than'),
        location: expect.objectContaining({ file: 'blog/2020-06-01-test.md' }),
        hint: NESTING_HINT,
      }),
    ]);
    expect(errors[0]!.location.line).toBeGreaterThan(5);
  });

  it('builds lists nested twenty levels deep', async () => {
    const lines = Array.from({ length: 20 }, (_, level) => `${'  '.repeat(level)}- Ebene ${level}`);
    const { route } = await builtPost(post(`${lines.join('\n')}\n`));
    expect(JSON.stringify(route.content)).toContain('Ebene 19');
  });
});

describe('markdown that is too long or not UTF-8', () => {
  it('refuses a 5 MB post with its size and a way out, without parsing it', async () => {
    const paragraph = 'Ein Satz mit *Betonung*, `Code` und einem [Link](https://podman.io).\n\n';
    const body = paragraph.repeat(Math.ceil((5 * 1024 * 1024) / paragraph.length));
    const files = post(body);
    const text = files['blog/2020-06-01-test.md'] as string;
    const linesToLimit = text.slice(0, MAX_SOURCE_LENGTH).split('\n');
    expect(await errorsOf(files)).toEqual([
      {
        message:
          `The file has ${text.length.toLocaleString('en')} characters, more than the ` +
          `${MAX_SOURCE_LENGTH.toLocaleString('en')} Kran reads from one markdown file; the limit is passed here.`,
        location: {
          file: 'blog/2020-06-01-test.md',
          line: linesToLimit.length,
          column: linesToLimit.at(-1)!.length + 1,
        },
        hint: 'Split the text into several pages, or put large data into the static folder and link to it.',
      },
    ]);
  });

  it('warns where bytes are not valid UTF-8 and builds the post with replacement characters', async () => {
    const bytes = Buffer.concat([
      Buffer.from('---\ntitle: Kaputt\n---\n\nHallo Welt,\ndas ist '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(' kein UTF-8.\n'),
    ]);
    const { route, warnings } = await builtPost(post(bytes));
    expect(warnings).toEqual([
      {
        message:
          'The file holds the replacement character "\uFFFD" here; usually some bytes were not valid UTF-8 and could not be read.',
        location: { file: 'blog/2020-06-01-test.md', line: 6, column: 9 },
        hint: 'Save the file as UTF-8. If the character is meant, write it as `&#xFFFD;`.',
      },
    ]);
    expect(JSON.stringify(route.content)).toContain('das ist \uFFFD');
  });

  it('turns NUL bytes in the text into replacement characters', async () => {
    const { route } = await builtPost(post('Vor\u0000nach.\n'));
    expect(JSON.stringify(route.content)).not.toContain('\\u0000');
    expect(JSON.stringify(route.content)).toContain('Vor\uFFFDnach.');
  });
});

describe('markdown that is broken but safe to build', () => {
  it('ends an unclosed code fence at the end of the file, headings inside it included', async () => {
    const manifest = await buildManifest({ siteDir: badInput('unclosed-fence'), config: corpusConfig });
    const route = routeAt(manifest, '/blogs/2020/03/01/zaun');
    expect(route?.kind === 'blogPost' && route.toc).toEqual([]);
    expect(JSON.stringify(route)).toContain('## Keine Überschrift');
    expect(manifest.warnings).toEqual([]);
  });

  it('highlights at most the lines a code block could have, however large the range', async () => {
    const { route } = await builtPost(post('```js {1-999999999}\nconst a = 1;\n```\n'));
    expect(JSON.stringify(route.content)).toContain('"dataHighlighted":true');
  });
});

describe('raw HTML', () => {
  it("removes scripts, event handlers, javascript: URLs, frames and Kran's own element ids by default", async () => {
    const manifest = await buildManifest({ siteDir: badInput('raw-html'), config: corpusConfig });
    const route = routeAt(manifest, '/blogs/2020/04/01/html');
    const json = JSON.stringify(route?.kind === 'blogPost' && route.content);
    for (const unsafe of [
      'alert(',
      '"tagName":"script"',
      '"tagName":"iframe"',
      'onClick',
      'onError',
      'javascript:',
      '__KRAN_DATA__',
    ])
      expect(json).not.toContain(unsafe);
    expect(json).toContain('"tagName":"details"');
    expect(json).toContain('"src":"/bild.png"');
    expect(route?.description).toBe('Roher Link');
  });

  it('keeps raw HTML as written when the site sets markdown.trustedHtml', async () => {
    const manifest = await buildManifest({
      siteDir: badInput('raw-html'),
      config: { ...corpusConfig, markdown: { trustedHtml: true } },
    });
    const json = JSON.stringify(routeAt(manifest, '/blogs/2020/04/01/html'));
    expect(json).toContain('"tagName":"script"');
    expect(json).toContain('"onClick":"alert(\'onclick\')"');
  });
});
