import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shared = path.resolve(repoRoot, '../shared');
const cli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');
const MARKETING_PAGES = ['/', '/community', '/features', '/get-started', '/getting-started/installation'];

function kranRoutes(site: string): string[] {
  return execFileSync(process.execPath, [cli, 'routes', '--site', path.join(repoRoot, site)], { encoding: 'utf8' }).trim().split('\n');
}

/** Routes Docusaurus 2.4.3 built from the upstream content, without its /404 page. */
function docusaurusRoutes(): string[] {
  return readFileSync(path.join(shared, 'upstream/docusaurus-routes.txt'), 'utf8').trim().split('\n').filter((route) => route !== '/404').sort();
}

describe('routes compared with Docusaurus 2.4.3', () => {
  it('builds exactly the blogs, release and docs routes from the upstream content', () => {
    const expected = docusaurusRoutes().filter((route) => /^\/(?:blogs|release|docs)(?:\/|$)/.test(route));
    expect(kranRoutes('tooling/compat/podman-upstream')).toEqual(expected);
  });

  it('gives the German site the same blogs, release and docs routes', () => {
    const german = kranRoutes('sites/podman-de').filter((route) => !MARKETING_PAGES.includes(route));
    const expected = docusaurusRoutes().filter((route) => !MARKETING_PAGES.includes(route));
    expect(german).toEqual(expected);
  });
});

describe('the page counts of SPEC section 9 on the German site', () => {
  const routes = kranRoutes('sites/podman-de');
  const pagesOf = (base: string) => 1 + routes.filter((route) => new RegExp(`^${base}/page/\\d+$`).test(route)).length;

  it('has 25 blog list pages and 3 release list pages', () => {
    expect(pagesOf('/blogs')).toBe(25);
    expect(pagesOf('/release')).toBe(3);
  });

  it('paginates the tag pages as the spec lists them', () => {
    const counts = Object.fromEntries(['podman', 'containers', 'networking', 'v-2', 'pod', 'kube', 'kubernetes', 'windows', 'mac', 'rest', 'rest-api'].map((tag) => [tag, pagesOf(`/blogs/tags/${tag}`)]));
    expect(counts).toEqual({ podman: 19, containers: 18, networking: 10, 'v-2': 10, pod: 9, kube: 7, kubernetes: 7, windows: 7, mac: 6, rest: 3, 'rest-api': 3 });
  });

  it('holds 6 release announcements on the last release page', () => {
    const releasePosts = routes.filter((route) => /^\/release\/\d{4}\/\d{2}\/\d{2}\//.test(route));
    expect(releasePosts.length - 2 * 10).toBe(6);
  });
});
