import { expect, it } from 'vitest';
import { formatBrokenLinks } from './format-broken-links';
import type { BrokenLink } from './locate-broken-links';

it('groups the links by file, at line and column, with what is missing; theme links last with their pages', () => {
  const links: BrokenLink[] = [
    {
      target: '/docs#nirgends',
      location: { file: 'docs/intro.md', line: 9, column: 3 },
      pages: ['/docs/intro'],
      problem: 'anchor',
      path: '/docs',
      anchor: 'nirgends',
    },
    {
      target: '/release/v1.9.0',
      location: { file: 'blog/2020-04-17-new.md', line: 12, column: 5 },
      pages: ['/blog', '/blog/2020/04/17/new', '/blog/tags/podman'],
      problem: 'page',
      path: '/release/v1.9.0',
      suggestion: '/release/2020/04/17/podman-v1.9.0',
    },
    {
      target: '/docs/alt',
      location: { file: 'docs/intro.md', line: 4, column: 1 },
      pages: ['/docs/intro'],
      problem: 'page',
      path: '/docs/alt',
    },
    { target: '/img/fehlt.png', pages: ['/a', '/b', '/c', '/d', '/e'], problem: 'file', path: '/img/fehlt.png' },
  ];
  expect(formatBrokenLinks(links, 'Broken links (4):').split('\n')).toEqual([
    'Broken links (4):',
    'blog/2020-04-17-new.md',
    '  12:5  /release/v1.9.0 → no page at /release/v1.9.0 (did you mean /release/2020/04/17/podman-v1.9.0?)',
    'docs/intro.md',
    '  4:1  /docs/alt → no page at /docs/alt',
    '  9:3  /docs#nirgends → no element with the id "nirgends" on /docs',
    'Links of the theme or generated pages (not written in a markdown file or site.config.ts)',
    '  /img/fehlt.png → no file at /img/fehlt.png, on /a, /b, /c and 2 more pages',
  ]);
});
