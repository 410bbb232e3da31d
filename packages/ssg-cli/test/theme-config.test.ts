import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

/** The text of site.config.ts from line:column to the end of that line. */
function configTextAt(site: string, line: number, column: number): string {
  const lines = readFileSync(path.join(site, 'site.config.ts'), 'utf8').split('\n');
  return lines[line - 1]!.slice(column - 1);
}

/** A failed build's problems that name a line and column; for site.config.ts with the text they point at. */
function locatedProblems(site: string, stderr: string) {
  return [...stderr.matchAll(/^(\S+):(\d+):(\d+)\n\s+(.*)$/gm)].map((match) => ({
    file: match[1],
    text: match[1] === 'site.config.ts' ? configTextAt(site, Number(match[2]), Number(match[3])) : undefined,
    message: match[4],
  }));
}

describe("the theme's part of site.config.ts", () => {
  it('is checked with the content: a doc item naming no doc and a misspelt key fail the build with a broken post', () => {
    const site = copyFixture('theme-config');
    editConfig(
      site,
      'items: [] },',
      "items: [{ type: 'doc', label: 'Handbuch', docId: 'handbuch' }], hideOnScrol: true },",
    );
    writeFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const result = build(site);
    expect(result.status).toBe(1);
    const located = locatedProblems(site, result.stderr);
    expect(located).toEqual([
      expect.objectContaining({ file: 'site.config.ts', message: expect.stringContaining('"hideOnScrol"') }),
      expect.objectContaining({ file: 'blog/2024-01-02-erster.md' }),
      {
        file: 'site.config.ts',
        text: expect.stringMatching(/^'handbuch' }/),
        message:
          'The navbar item "Handbuch" points at the doc id "handbuch", which does not exist in the docs "default".',
      },
    ]);
    expect(located[0]!.text).toMatch(/^hideOnScrol: true/);
  });

  it('reports every problem of the config in one build, each at its own line and column', () => {
    const site = copyFixture('config-all-problems');
    editConfig(
      site,
      "navbar: { logo: { alt: 'Beispiel-Logo', src: 'img/logo.svg' }, items: [] },",
      [
        'navbar: {',
        '    items: [',
        "      { label: 'Start', to: '/', postion: 'left' },",
        "      { label: 'Handbuch', to: '/docs', postion: 'right' },",
        "      { type: 'doc', label: 'Einstieg', docId: 'einstieg' },",
        '    ],',
        '  },',
        "  footer: { links: [{ title: 'Mehr' }] },",
        "  customCss: ['src/css/fehlt.css'],",
        "  theme: { components: { Fooer: './src/Footer.tsx' }, messages: { 'notFound.titel': 'Weg' } },",
        '  tableOfContents: { minHeadingLevel: 7 },',
        '  customFields: { onClick: () => 1 },',
      ].join('\n'),
    );
    writeFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const result = build(site);
    expect(result.status).toBe(1);
    const located = locatedProblems(site, result.stderr);
    const expected = [
      ['navbar.items[0] has the key "postion"', /^postion: 'left' },/],
      ['navbar.items[1] has the key "postion"', /^postion: 'right' },/],
      ['tableOfContents.minHeadingLevel is 7', /^minHeadingLevel: 7 },/],
      ['customFields.onClick is a function, which a page cannot receive', /^onClick: \(\) => 1 },/],
      ['The navbar item "Einstieg" points at the doc id "einstieg"', /^'einstieg' },/],
      ["The footer's link group", /^\{ title: 'Mehr' \}/],
      ['theme.components names "Fooer"', /^Fooer: /],
      ['theme.messages has the key "notFound.titel"', /^'notFound.titel': 'Weg'/],
      ['customCss[0] is "src/css/fehlt.css"', /^'src\/css\/fehlt.css'\],/],
    ] as const;
    for (const [message, at] of expected)
      expect(located, message).toContainEqual({
        file: 'site.config.ts',
        text: expect.stringMatching(at),
        message: expect.stringContaining(message),
      });
    expect(located).toContainEqual(expect.objectContaining({ file: 'blog/2024-01-02-erster.md' }));
    expect(located).toHaveLength(expected.length + 1);
    // Every problem has its line and column: none names the file alone.
    expect(result.stderr).not.toMatch(/^site\.config\.ts$/m);
    expect(result.stderr).toContain(`${expected.length + 1} content errors stopped the build.`);
  });

  it("makes the shell from it: the navbar's doc item leads to the doc, the colour mode starts dark", () => {
    const site = copyFixture('theme-shell');
    editConfig(
      site,
      'items: [] },',
      "items: [{ type: 'doc', label: 'Handbuch', docId: 'index' }] },\n  colorMode: { defaultMode: 'dark' },",
    );
    const result = build(site);
    expect(result.stderr).toBe('');
    const home = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    expect(home).toContain('data-theme="dark"');
    expect(home).toMatch(/<a [^>]*href="\/docs"[^>]*>Handbuch<\/a>/);
  });
});
