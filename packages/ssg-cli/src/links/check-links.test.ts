import { describe, expect, it } from 'vitest';
import { findBrokenLinks, linkDestination, pageLinksOf, srcsetUrls } from './check-links';

const page = (path: string, body: string, head = '') =>
  pageLinksOf(path, `<html><head><title>x</title>${head}</head><body>${body}</body></html>`);

describe('findBrokenLinks', () => {
  it('accepts links to pages, files and existing anchors', () => {
    const pages = [
      page(
        '/docs',
        '<a href="/docs/installation#linux">x</a><img src="/logo.svg"><a href="#oben">y</a><h2 id="oben">Oben</h2>',
      ),
      page('/docs/installation', '<h2 id="linux">Linux</h2>'),
    ];
    expect(findBrokenLinks(pages, new Set(['logo.svg']), '/')).toEqual([]);
  });

  it('lists missing pages, files and anchors with the page that links to them and their path', () => {
    const pages = [
      page(
        '/docs',
        '<a href="/docs/fehlt">x</a><img src="/bild.png"><a href="/docs#nirgends">y</a><a href="https://example.org/egal">z</a>',
      ),
    ];
    expect(findBrokenLinks(pages, new Set(), '/')).toEqual([
      { page: '/docs', target: '/docs/fehlt', path: '/docs/fehlt' },
      { page: '/docs', target: '/bild.png', path: '/bild.png' },
      { page: '/docs', target: '/docs#nirgends', path: '/docs', anchor: 'nirgends' },
    ]);
  });

  it('lists a broken link shared by several pages on each of them, and resolves relative links from each page', () => {
    const pages = [
      page('/docs/a', '<a href="/docs/fehlt">x</a><a href="b">y</a><a href="/docs/b#oben">z</a>'),
      page('/docs/b', '<a href="/docs/fehlt">x</a><a href="b">y</a><h2 id="oben">Oben</h2>'),
    ];
    expect(findBrokenLinks(pages, new Set(), '/')).toEqual([
      { page: '/docs/a', target: '/docs/fehlt', path: '/docs/fehlt' },
      { page: '/docs/a', target: 'b', path: '/docs/a/b' },
      { page: '/docs/b', target: '/docs/fehlt', path: '/docs/fehlt' },
      { page: '/docs/b', target: 'b', path: '/docs/b/b' },
    ]);
  });

  it('resolves links under a base URL and treats .html suffixes as the page', () => {
    const pages = [page('/', '<a href="/podman/docs.html">x</a><a href="/anderswo">y</a>'), page('/docs', '')];
    expect(findBrokenLinks(pages, new Set(), '/podman/')).toEqual([{ page: '/', target: '/anderswo' }]);
  });

  it('reads a stray % in a link as it is', () => {
    const pages = [page('/', '<a href="/podman/100%">y</a>')];
    expect(findBrokenLinks(pages, new Set(), '/podman/')).toEqual([
      { page: '/', target: '/podman/100%', path: '/100%' },
    ]);
  });
});

describe('pageLinksOf', () => {
  it("leaves out Docusaurus's pathname:// links, which lead to files the site does not build", () => {
    const html =
      '<html><body><a href="/sub/playground/" data-unchecked-link="" class="x"><span id="inside">Play</span></a>' +
      '<a data-unchecked-link="" href="/sub/files/report.pdf">Report</a><a href="/sub/docs/">Docs</a></body></html>';
    const links = pageLinksOf('/sub/', html);
    expect(links.targets).toEqual(['/sub/docs/']);
    expect([...links.ids]).toEqual(['inside']);
  });

  it('collects every candidate of a srcset, on images and on sources', () => {
    const links = page(
      '/blog',
      '<picture><source srcset="/bild.avif 1x, /bild@2x.avif 2x"><img src="/bild.png" srcset="/bild-400.png 400w,/bild-800.png 800w" alt=""></picture>',
    );
    expect(links.targets).toEqual(['/bild.png', '/bild.avif', '/bild@2x.avif', '/bild-400.png', '/bild-800.png']);
  });

  it("collects the head's <link href>: feeds, icons, stylesheets and preloads, but not its scripts", () => {
    const head = [
      '<link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/rss.xml">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/assets/main-X.css">',
      '<script type="module" src="/_kran/dev/client.js"></script>',
      '<link rel="modulepreload" href="/assets/chunk-Y.js">',
    ].join('');
    expect(page('/', '', head).targets).toEqual([
      '/blog/rss.xml',
      '/favicon.svg',
      '/assets/main-X.css',
      '/assets/chunk-Y.js',
    ]);
  });

  it('reads ids in the body only', () => {
    expect([...page('/', '<h2 id="a">A</h2>', '<meta id="kopf">').ids]).toEqual(['a']);
  });

  it("takes an <a> element's name as an anchor target, as browsers do, but not another element's name", () => {
    const ids = page(
      '/',
      '<p><a name="alt-anker"></a>Text</p><a href="/x" name="zweiter">x</a><input name="feld">',
    ).ids;
    expect([...ids]).toEqual(['alt-anker', 'zweiter']);
  });
});

describe('srcsetUrls', () => {
  it('reads URLs with width and density descriptors, with or without spaces after the commas', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls(' a.png  400w ,b.png 800w,c.png')).toEqual(['a.png', 'b.png', 'c.png']);
    expect(srcsetUrls('a.png')).toEqual(['a.png']);
    expect(srcsetUrls('')).toEqual([]);
  });

  it('keeps commas inside a URL and ends a URL at trailing commas', () => {
    expect(srcsetUrls('data:image/png;base64,AAAA 1x, /b.png 2x')).toEqual(['data:image/png;base64,AAAA', '/b.png']);
    expect(srcsetUrls('/a.png,, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/a.png,/b.png 2x')).toEqual(['/a.png,/b.png']);
  });
});

describe('findBrokenLinks with srcset and head links', () => {
  it('lists a missing srcset candidate and a missing feed or icon in the head', () => {
    const pages = [
      page(
        '/',
        '<img src="/da.png" srcset="/da.png 1x, /fehlt@2x.png 2x" alt="">',
        '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml">' +
          '<link rel="icon" href="/fehlt.ico"><link rel="canonical" href="https://example.org/">',
      ),
    ];
    expect(findBrokenLinks(pages, new Set(['da.png', 'blog/atom.xml']), '/')).toEqual([
      { page: '/', target: '/fehlt.ico', path: '/fehlt.ico' },
      { page: '/', target: '/fehlt@2x.png', path: '/fehlt@2x.png' },
    ]);
  });
});

describe('linkDestination', () => {
  it('gives a link as the content writes it and as the page shows it under the base URL the same destination', () => {
    expect(linkDestination('/docs/installation#linux', '/blog', '/')).toBe('/docs/installation#linux');
    expect(linkDestination('/podman/docs/installation/#linux', '/blog', '/podman/')).toBe('/docs/installation#linux');
    expect(linkDestination('#oben', '/docs/intro', '/')).toBe('/docs/intro#oben');
    expect(linkDestination('/%C3%BCber', '/', '/')).toBe('/über');
    expect(linkDestination('/anderswo', '/', '/podman/')).toBeUndefined();
  });
});
