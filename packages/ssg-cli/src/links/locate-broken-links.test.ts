import { ConfigSource, type Route, type SourceLinks } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, pageLinksOf } from './check-links';
import { LinkSources } from './link-sources';
import { locateBrokenLinks } from './locate-broken-links';

const POST = 'blog/2020-04-17-new.md';
const routes = [
  { kind: 'blogPost', path: '/blog/2020/04/17/new', source: POST },
  { kind: 'blogList', path: '/blog', posts: [{ permalink: '/blog/2020/04/17/new' }] },
  { kind: 'blogTagPosts', path: '/blog/tags/podman', posts: [{ permalink: '/blog/2020/04/17/new' }] },
  { kind: 'doc', path: '/docs/intro', source: 'docs/intro.md' },
  { kind: 'reactPage', path: '/spielwiese', source: 'pages/spielwiese.tsx' },
  { kind: 'page', path: '/release/2020/04/17/podman-v1.9.0', source: 'release/2020-04-17-podman-v1.9.0.md' },
] as unknown as Route[];
const sourceLinks: SourceLinks[] = [
  {
    file: POST,
    links: [
      { href: '/release/v1.9.0', line: 12, column: 5 },
      { href: '/docs/intro#linx', line: 14, column: 1 },
    ],
  },
  {
    file: 'docs/intro.md',
    links: [
      { href: '/release/v1.9.0', line: 3, column: 7 },
      { href: './fehlt', line: 5, column: 1 },
      { href: '#oben', line: 6, column: 1 },
    ],
  },
];
const config = new ConfigSource(
  'site.config.ts',
  "export default defineConfig({\n  navbar: {\n    items: [{ label: 'Alt', to: '/alte-seite' }],\n  },\n});\n",
);

/** Checks pages given as [path, body] and locates what is broken. */
function locate(pages: [string, string][], baseUrl = '/') {
  const links = pages.map(([path, body]) => pageLinksOf(path, `<html><head></head><body>${body}</body></html>`));
  return locateBrokenLinks(findBrokenLinks(links, new Set(), baseUrl), {
    sources: new LinkSources({ routes, sourceLinks }),
    configSource: config,
    baseUrl,
    idsOfPage: new Map(links.map((page) => [page.path, page.ids])),
    files: new Set(),
  });
}

const release = '<a href="/release/v1.9.0">v1.9.0</a>';
const otherPages: [string, string][] = [
  ['/release/2020/04/17/podman-v1.9.0', ''],
  ['/docs/intro', '<h2 id="linux">Linux</h2>'],
];

describe('locateBrokenLinks', () => {
  it("reports a post's broken link once, at its line and column, with the post, list and tag page that show it", () => {
    const broken = locate([
      ['/blog/2020/04/17/new', release],
      ['/blog', release],
      ['/blog/tags/podman', release],
      ...otherPages,
    ]);
    expect(broken).toEqual([
      {
        target: '/release/v1.9.0',
        location: { file: POST, line: 12, column: 5 },
        pages: ['/blog/2020/04/17/new', '/blog', '/blog/tags/podman'],
        problem: 'page',
        path: '/release/v1.9.0',
        suggestion: '/release/2020/04/17/podman-v1.9.0',
      },
    ]);
  });

  it('reports the same target at each file that writes it, and a missing anchor with a near id', () => {
    const broken = locate([
      ['/blog/2020/04/17/new', `${release}<a href="/docs/intro#linx">Linux</a>`],
      ['/docs/intro', `${release}<h2 id="linux">Linux</h2>`],
      ['/release/2020/04/17/podman-v1.9.0', ''],
    ]);
    expect(broken.map(({ location, problem, suggestion }) => ({ location, problem, suggestion }))).toEqual([
      {
        location: { file: POST, line: 12, column: 5 },
        problem: 'page',
        suggestion: '/release/2020/04/17/podman-v1.9.0',
      },
      { location: { file: POST, line: 14, column: 1 }, problem: 'anchor', suggestion: '#linux' },
      {
        location: { file: 'docs/intro.md', line: 3, column: 7 },
        problem: 'page',
        suggestion: '/release/2020/04/17/podman-v1.9.0',
      },
    ]);
  });

  it('finds a relative link however the page resolved it, and an anchor of the page itself', () => {
    const broken = locate([
      ['/docs/intro', '<a href="/fehlt">rel</a><a href="#oben">oben</a>'],
      ['/blog', '<a href="/blog/fehlt">ein anderes fehlt</a>'],
    ]);
    expect(broken.map((link) => [link.target, link.location])).toEqual([
      ['/fehlt', { file: 'docs/intro.md', line: 5, column: 1 }],
      ['#oben', { file: 'docs/intro.md', line: 6, column: 1 }],
      ['/blog/fehlt', undefined],
    ]);
  });

  it('finds the markdown link behind a target that the page shows under the base URL', () => {
    const broken = locate(
      [['/blog/2020/04/17/new', '<a href="/unter/release/v1.9.0">v1.9.0</a>'], ...otherPages],
      '/unter/',
    );
    expect(broken.map((link) => [link.target, link.location])).toEqual([
      ['/unter/release/v1.9.0', { file: POST, line: 12, column: 5 }],
    ]);
  });

  it("reports a navbar link in site.config.ts, a React page's link at its module, a theme link with its pages", () => {
    const navbar = '<nav><a href="/alte-seite">Alt</a></nav>';
    const tags = '<a href="/blog/tags/fehlt">fehlt</a>';
    const broken = locate([
      ['/blog', navbar + tags],
      ['/docs/intro', navbar + tags],
      ['/spielwiese', '<a href="/nirgends">x</a>'],
    ]);
    expect(broken.map(({ target, location, pages }) => ({ target, location, pages }))).toEqual([
      {
        target: '/alte-seite',
        location: { file: 'site.config.ts', line: 3, column: 33 },
        pages: ['/blog', '/docs/intro'],
      },
      { target: '/blog/tags/fehlt', pages: ['/blog', '/docs/intro'] },
      { target: '/nirgends', location: { file: 'pages/spielwiese.tsx' }, pages: ['/spielwiese'] },
    ]);
  });
});
