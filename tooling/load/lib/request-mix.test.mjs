import { describe, expect, it } from 'vitest';
import { requestMix } from './request-mix.mjs';

const files = [
  '404.html',
  'index.html',
  'docs/index.html',
  'blogs/straße/index.html',
  'assets/main-ABC.js',
  'assets/main-ABC.css',
  '_kran/route-map-x1.json',
  'sitemap.xml',
  'blogs/rss.xml',
  'favicon.svg',
];

describe('requestMix', () => {
  it('asks for each page by route and with its /, .html and /index.html forms, expecting 200', () => {
    const paths = requestMix(files)
      .filter((request) => request.status === 200)
      .map((request) => request.urlPath)
      .sort();
    expect(paths).toEqual([
      '/',
      '/_kran/route-map-x1.json',
      '/assets/main-ABC.css',
      '/assets/main-ABC.js',
      '/blogs/rss.xml',
      '/blogs/stra%C3%9Fe',
      '/blogs/stra%C3%9Fe.html',
      '/blogs/stra%C3%9Fe/',
      '/blogs/stra%C3%9Fe/index.html',
      '/docs',
      '/docs.html',
      '/docs/',
      '/docs/index.html',
      '/index.html',
      '/sitemap.xml',
    ]);
  });

  it('mixes in paths that do not exist, expecting 404, and asks for compression every second request', () => {
    const mix = requestMix(files);
    expect(mix.filter((request) => request.status === 404)).toHaveLength(20);
    expect(mix.filter((request) => request.headers['accept-encoding']).length).toBe(Math.floor(mix.length / 2));
  });
});
