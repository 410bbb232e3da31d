import { describe, expect, it } from 'vitest';
import { findBrokenLinks, pageLinksOf } from './check-links';

const page = (path: string, body: string) => pageLinksOf(path, `<html><head><link href="/ignored-head"></head><body>${body}</body></html>`);

describe('findBrokenLinks', () => {
  it('accepts links to pages, files and existing anchors', () => {
    const pages = [page('/docs', '<a href="/docs/installation#linux">x</a><img src="/logo.svg"><a href="#oben">y</a><h2 id="oben">Oben</h2>'), page('/docs/installation', '<h2 id="linux">Linux</h2>')];
    expect(findBrokenLinks(pages, new Set(['logo.svg']), '/')).toEqual([]);
  });

  it('lists missing pages, files and anchors with the page that links to them', () => {
    const pages = [page('/docs', '<a href="/docs/fehlt">x</a><img src="/bild.png"><a href="/docs#nirgends">y</a><a href="https://example.org/egal">z</a>')];
    expect(findBrokenLinks(pages, new Set(), '/')).toEqual([
      { page: '/docs', target: '/docs/fehlt' },
      { page: '/docs', target: '/bild.png' },
      { page: '/docs', target: '/docs#nirgends' },
    ]);
  });

  it('resolves links under a base URL and treats .html suffixes as the page', () => {
    const pages = [page('/', '<a href="/podman/docs.html">x</a><a href="/anderswo">y</a>'), page('/docs', '')];
    expect(findBrokenLinks(pages, new Set(), '/podman/')).toEqual([{ page: '/', target: '/anderswo' }]);
  });
});
