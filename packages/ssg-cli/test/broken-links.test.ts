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
      [
        "Broken links (1) — fix the target or set onBrokenLinks: 'warn':",
        ...POST_REPORT,
        'The previous build was kept.',
      ].join('\n'),
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
