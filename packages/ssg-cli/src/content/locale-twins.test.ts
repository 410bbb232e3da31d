import { describe, expect, it } from 'vitest';
import { localePagesOf, localeTwinsOf, withLocaleTwins, type LocalePages } from './locale-twins.js';

const english: LocalePages = {
  code: 'en',
  pages: [
    { path: '/' },
    { path: '/blog/page/2' },
    { path: '/docs/guide', sourceKey: 'docs/default/current/guide.md' },
    { path: '/docs/intro', sourceKey: 'docs/default/current/intro.md' },
    { path: '/docs/setup', sourceKey: 'docs/default/current/setup.md' },
  ],
};
const german: LocalePages = {
  code: 'de',
  pages: [
    { path: '/' },
    // A translated doc whose front matter sets another slug.
    { path: '/docs/anleitung', sourceKey: 'docs/default/current/guide.md' },
    { path: '/docs/intro', sourceKey: 'docs/default/current/intro.md' },
    // Only the German translation has this file; its slug is the path the English setup doc has.
    { path: '/docs/setup', sourceKey: 'docs/default/current/einrichtung.md' },
    { path: '/docs/nur-deutsch', sourceKey: 'docs/default/current/nur-deutsch.md' },
  ],
};
const french: LocalePages = { code: 'fr', pages: english.pages };

describe('localeTwinsOf', () => {
  it('lists only the pages whose twin is elsewhere or missing, with those locales only', () => {
    expect(localeTwinsOf([english, german, french], 'en')).toEqual({
      '/blog/page/2': { de: null },
      '/docs/guide': { de: '/docs/anleitung' },
    });
  });

  it('takes the page of the same content file first, else the page at the same path, else none', () => {
    expect(localeTwinsOf([english, german, french], 'de')).toEqual({
      '/docs/anleitung': { en: '/docs/guide', fr: '/docs/guide' },
      '/docs/nur-deutsch': { en: null, fr: null },
    });
    // The German-only /docs/setup has the English setup doc at its path: nothing to say of it.
  });

  it('has nothing to say of a locale whose pages every other locale has at the same paths', () => {
    expect(localeTwinsOf([english, french], 'fr')).toEqual({});
  });
});

describe('localePagesOf', () => {
  it("takes each route's path and its content file's key from the manifest", () => {
    const manifest = {
      routes: [{ path: '/' }, { path: '/docs/intro' }] as never[],
      sourceKeys: { '/docs/intro': 'docs/default/current/intro.md' },
    };
    expect(localePagesOf('en', manifest)).toEqual({
      code: 'en',
      pages: [{ path: '/' }, { path: '/docs/intro', sourceKey: 'docs/default/current/intro.md' }],
    });
  });
});

describe('withLocaleTwins', () => {
  it('gives the routes with twins their twins and leaves the others the same objects', () => {
    const home = { path: '/', kind: 'page' };
    const guide = { path: '/docs/guide', kind: 'doc' };
    const manifest = withLocaleTwins(
      { routes: [home, guide] as never[] },
      { '/docs/guide': { de: '/docs/anleitung' } },
    );
    expect(manifest.routes[0]).toBe(home);
    expect(manifest.routes[1]).toEqual({ ...guide, localeTwins: { de: '/docs/anleitung' } });
  });
});
