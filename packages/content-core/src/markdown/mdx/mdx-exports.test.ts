import { describe, expect, it } from 'vitest';
import { buildDocs } from '../../../test/doc-pages.js';

const DOCUSAURUS_3 = { docusaurusVersion: 3 } as const;

describe("what Docusaurus's MDX loader gives every file", () => {
  it('has `frontMatter` and `contentTitle` inside JSX, in MDX 1 as in MDX 3', async () => {
    const files = {
      'docs/anleitung.mdx':
        '---\ntitle: Anleitung\ndescription: Schritt für Schritt\ntags: [start]\n---\n\n# Erste Schritte\n\n' +
        'Seite <b>{frontMatter.title}: {frontMatter.description} ({frontMatter.tags.length})</b>\n\n' +
        '<p>{contentTitle}</p>\n',
    };
    for (const config of [{}, DOCUSAURUS_3]) {
      const { htmlOf, warnings } = await buildDocs(files, [], config);
      expect(htmlOf('/docs/anleitung')).toBe(
        '<p>Seite <b>Anleitung: Schritt für Schritt (1)</b></p>\n<p>Erste Schritte</p>',
      );
      expect(warnings).toEqual([]);
    }
  });

  it('has no `contentTitle` when the first heading is not a `# heading`, and an empty `frontMatter` without one', async () => {
    const { htmlOf, warnings } = await buildDocs(
      { 'docs/ohne.mdx': '## Zuerst\n\n# Später\n\n<p>[{contentTitle}] [{frontMatter.title}]</p>\n' },
      [],
      DOCUSAURUS_3,
    );
    expect(htmlOf('/docs/ohne')).toContain('<p>[] []</p>');
    expect(warnings).toEqual([]);
  });
});

describe('expressions outside JSX in MDX 3 (docusaurusVersion: 3)', () => {
  it("render their value, as Docusaurus 3 does: front matter, exports and a partial's props", async () => {
    const { htmlOf, warnings } = await buildDocs(
      {
        'docs/pegel.mdx':
          "---\ntitle: Pegel\n---\n\nimport Hinweis from './_hinweis.mdx';\nexport const stationen = 212;\n\n" +
          'Die Seite {frontMatter.title} zeigt {stationen} Stationen.\n\n{frontMatter.title.toUpperCase()}\n\n' +
          '<Hinweis station="Hafen" takt={6} />\n',
        'docs/_hinweis.mdx': 'Messwerte von {props.station} alle {props.takt} Minuten.\n',
      },
      [],
      DOCUSAURUS_3,
    );
    expect(htmlOf('/docs/pegel')).toBe(
      '<p>Die Seite Pegel zeigt 212 Stationen.</p>\nPEGEL\n<p>Messwerte von Hafen alle 6 Minuten.</p>',
    );
    expect(warnings).toEqual([]);
  });

  it('that cannot be evaluated are errors at their place, not text with the warning of Docusaurus 2', async () => {
    const failed = buildDocs({ 'docs/fehler.mdx': 'Stand: {version}\n' }, [], DOCUSAURUS_3);
    await expect(failed).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: '`version` is not defined in this file.',
          location: { file: 'docs/fehler.mdx', line: 1, column: 9 },
        }),
      ],
    });
  });

  it('are still shown as text with a warning in MDX 1, as Docusaurus 2 shows them', async () => {
    const { htmlOf, warnings } = await buildDocs({ 'docs/alt.mdx': 'Stand: {version}\n' });
    expect(htmlOf('/docs/alt')).toBe('<p>Stand: {version}</p>');
    expect(warnings).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^`\{version\}` is shown as text, as Docusaurus 2 shows expressions outside JSX/,
        ),
      }),
    ]);
  });
});
