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
    const located = [...result.stderr.matchAll(/^(\S+):(\d+):(\d+)\n\s+(.*)$/gm)].map((match) => ({
      file: match[1],
      text: match[1] === 'site.config.ts' ? configTextAt(site, Number(match[2]), Number(match[3])) : undefined,
      message: match[4],
    }));
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
