import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kranRoutes, repoRoot } from './kran-cli';

const shared = path.resolve(repoRoot, '../shared');
const MARKETING_PAGES = ['/', '/community', '/features', '/get-started', '/getting-started/installation'];

/** Routes Docusaurus 2.4.3 built from the upstream content, without its /404 page. */
function docusaurusRoutes(): string[] {
  return readFileSync(path.join(shared, 'upstream/docusaurus-routes.txt'), 'utf8')
    .trim()
    .split('\n')
    .filter((route) => route !== '/404')
    .sort();
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
