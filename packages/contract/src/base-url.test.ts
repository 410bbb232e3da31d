import { describe, expect, it } from 'vitest';
import { withBaseUrl, withoutBaseUrl } from './base-url';

const site = { url: 'https://podman.io', baseUrl: '/handbuch/' };

describe('withBaseUrl', () => {
  it('puts site paths, with or without their leading slash, below the base URL', () => {
    expect(withBaseUrl('/img/karte.png', site)).toBe('/handbuch/img/karte.png');
    expect(withBaseUrl('img/karte.png', site)).toBe('/handbuch/img/karte.png');
    expect(withBaseUrl('/img/karte.png', site, { absolute: true })).toBe('https://podman.io/handbuch/img/karte.png');
  });

  it('keeps a path already written with the base URL, as Docusaurus does', () => {
    expect(withBaseUrl('/handbuch/img/karte.png', site)).toBe('/handbuch/img/karte.png');
    expect(withBaseUrl('/handbuch/img/karte.png', site, { absolute: true })).toBe(
      'https://podman.io/handbuch/img/karte.png',
    );
    expect(withBaseUrl('/handbuch', site)).toBe('/handbuch/');
  });

  it('prepends the base URL to such a path when told to', () => {
    expect(withBaseUrl('/handbuch/x', site, { forcePrependBaseUrl: true })).toBe('/handbuch/handbuch/x');
  });

  it('keeps absolute URLs, anchors, data URLs and the empty string', () => {
    for (const url of [
      'https://cdn.example.org/x.png',
      '//cdn.example.org/x.png',
      '#teil',
      'data:image/png;base64,AA',
      '',
    ])
      expect(withBaseUrl(url, site, { absolute: true }), url).toBe(url);
  });

  it('adds nothing on a site served at the root but the origin when asked', () => {
    const root = { url: 'https://podman.io', baseUrl: '/' };
    expect(withBaseUrl('img/x.png', root)).toBe('/img/x.png');
    expect(withBaseUrl('/img/x.png', root, { absolute: true })).toBe('https://podman.io/img/x.png');
  });
});

describe('withoutBaseUrl', () => {
  it('takes the base URL off a path written with it and keeps any other path', () => {
    expect(withoutBaseUrl('/handbuch/docs/intro', '/handbuch/')).toBe('/docs/intro');
    expect(withoutBaseUrl('/docs/intro', '/handbuch/')).toBe('/docs/intro');
    expect(withoutBaseUrl('/docs/intro', '/')).toBe('/docs/intro');
  });

  it('undoes withBaseUrl for site paths', () => {
    for (const path of ['/', '/docs/intro', '/blog/2024/01/02/post'])
      expect(withoutBaseUrl(withBaseUrl(path, site), site.baseUrl)).toBe(path);
  });
});
