import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const POST = 'blog/2024-01-02-erster.md';

/** The minimal site's first post, shown on the post page, the blog list and its tag page, made to link to nothing. */
function breakPostLink(site: string): void {
  const post = readFileSync(path.join(site, POST), 'utf8');
  writeFileSync(
    path.join(site, POST),
    post.replace('[Link zur Doku](/docs).', '[Link zur Doku](/docs) und\nzum [Release](/release/v1.9.0).'),
  );
  writeFileSync(path.join(site, 'pages/podman-v1.9.0.md'), '---\ntitle: Podman v1.9.0\n---\n\nDas Release.\n');
}

/** How the broken link of the post is reported. */
const POST_REPORT = [POST, '  8:5  /release/v1.9.0 → no page at /release/v1.9.0 (did you mean /podman-v1.9.0?)'];

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

describe('broken links', () => {
  it('are reported once, at the markdown line and column that writes them, with a near page', () => {
    const site = copyFixture('links-once');
    expect(build(site).status).toBe(0);
    const listPage = () => readFileSync(path.join(site, 'build/blog/index.html'), 'utf8');
    const before = listPage();
    breakPostLink(site);
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      ["Broken links (1) — fix the target or set onBrokenLinks: 'warn':", ...POST_REPORT, 'Nothing was written.'].join(
        '\n',
      ),
    );
    expect(result.stderr.match(/\/release\/v1\.9\.0 →/g)).toHaveLength(1);
    expect(listPage()).toBe(before);
  });

  it("only warn with onBrokenLinks: 'warn', located alike, and a navbar link at its place in site.config.ts", () => {
    const site = copyFixture('links-warn');
    breakPostLink(site);
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenLinks: 'warn',");
    editConfig(site, 'items: [] }', "items: [{ label: 'Alt', to: '/alt' }] }");
    const result = build(site);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      [
        "Broken links (2), built anyway as onBrokenLinks is 'warn':",
        ...POST_REPORT,
        'site.config.ts',
        '  8:94  /alt → no page at /alt',
      ].join('\n'),
    );
  });
});

/** A doc that links to an anchor its page lacks, and to anchors that raw HTML in the markdown sets. */
function addAnchorLinks(site: string): void {
  writeFileSync(
    path.join(site, 'docs/anker.md'),
    [
      '---',
      'title: Anker',
      '---',
      '',
      'Zu [Abschnitt A](#abschnitt-a), zum [alten Anker](#alt) und zum [Kasten](#kasten).',
      '',
      'Der [veraltete Anker](/docs#weg) zeigt ins Leere.',
      '',
      '## Abschnitt A',
      '',
      '<a name="alt"></a>',
      '',
      '<div id="kasten">Kasten</div>',
      '',
    ].join('\n'),
  );
}

const ANCHOR_REPORT = ['docs/anker.md', '  7:5  /docs#weg → no element with the id "weg" on /docs'];

describe('broken anchors', () => {
  it("only warn by default, as Docusaurus 3's onBrokenAnchors: anchors of raw HTML count, a stale one is printed", () => {
    const site = copyFixture('anchors-warn');
    addAnchorLinks(site);
    const result = build(site);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      ["Broken anchors (1), built anyway as onBrokenAnchors is 'warn':", ...ANCHOR_REPORT].join('\n'),
    );
    expect(result.stderr).not.toContain('#alt');
    expect(result.stderr).not.toContain('#kasten');
    expect(readFileSync(path.join(site, 'build/docs/anker/index.html'), 'utf8')).toContain('<a name="alt"></a>');
  });

  it("stop the build with onBrokenAnchors: 'throw', at the line and column that writes them", () => {
    const site = copyFixture('anchors-throw');
    addAnchorLinks(site);
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenAnchors: 'throw',");
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      [
        "Broken anchors (1) — fix the #anchor or set onBrokenAnchors: 'warn':",
        ...ANCHOR_REPORT,
        'Nothing was written.',
      ].join('\n'),
    );
  });

  it("are printed as information, to stdout, with onBrokenAnchors: 'log'", () => {
    const site = copyFixture('anchors-log');
    addAnchorLinks(site);
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenAnchors: 'log',");
    const result = build(site);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      ["Broken anchors (1), built anyway as onBrokenAnchors is 'log':", ...ANCHOR_REPORT].join('\n'),
    );
    expect(result.stderr).not.toContain('#weg');
  });

  it("are not reported with onBrokenAnchors: 'ignore', while broken paths still stop the build under onBrokenLinks", () => {
    const site = copyFixture('anchors-ignore');
    addAnchorLinks(site);
    breakPostLink(site);
    editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenAnchors: 'ignore',");
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      ["Broken links (1) — fix the target or set onBrokenLinks: 'warn':", ...POST_REPORT].join('\n'),
    );
    expect(result.stderr).not.toContain('#weg');
  });

  it("only warn about a link outside the site's base URL, which Docusaurus does not check either", () => {
    const site = copyFixture('links-outside');
    editConfig(
      site,
      "url: 'https://example.org',",
      "url: 'https://example.org',\n  baseUrl: '/handbuch/',\n" +
        "  announcementBar: { id: 'neu', content: 'Neu: <a href=\"/blog/2022/neu/\">der Blog nebenan</a>' },",
    );
    const result = build(site);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("Links outside the site's base URL (1), not checked");
    expect(result.stderr).toMatch(
      /site\.config\.ts\n {2}\d+:\d+ {2}\/blog\/2022\/neu\/ → leads outside the site's base URL/,
    );
    expect(result.stderr).not.toContain('Broken links');
  });

  it('only warn about a link to a page in other letter case, which Docusaurus takes for the page', () => {
    const site = copyFixture('links-case');
    const post = readFileSync(path.join(site, POST), 'utf8');
    writeFileSync(path.join(site, POST), post.replace('[Link zur Doku](/docs).', '[Link zur Doku](/Docs).'));
    const result = build(site);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      [
        'Links to pages in other letter case (1), built anyway as Docusaurus builds them; a host that serves files by ' +
          'their exact name does not find them. Write each as its page is named:',
        POST,
        '  7:29  /Docs → no page at /Docs, but at /docs, which differs only in case',
      ].join('\n'),
    );
    expect(result.stderr).not.toContain('Broken links');
  });
});
