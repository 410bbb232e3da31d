import { describe, expect, it } from 'vitest';
import { collectRedirects, type SiteRoutes } from './collect-redirects.js';

const site: SiteRoutes = {
  routePaths: ['/', '/docs', '/docs/intro', '/blog/hello', '/legacy.html'],
  onDuplicateRoutes: 'warn',
};

describe('collectRedirects', () => {
  it('makes the redirects of every option, as the Docusaurus plugin does, in its order', () => {
    const { redirects, problems } = collectRedirects(
      {
        fromExtensions: ['html', 'htm'],
        toExtensions: ['html'],
        redirects: [
          { from: ['/start', '/getting-started'], to: '/docs/intro' },
          { from: '/old-blog/hello', to: '/blog/hello' },
        ],
        createRedirects: (path) => (path.startsWith('/docs/') ? path.replace('/docs/', '/manual/') : undefined),
      },
      site,
    );
    expect(problems).toEqual([]);
    expect(redirects).toEqual([
      { from: '/docs.html', to: '/docs' },
      { from: '/docs.htm', to: '/docs' },
      { from: '/docs/intro.html', to: '/docs/intro' },
      { from: '/docs/intro.htm', to: '/docs/intro' },
      { from: '/blog/hello.html', to: '/blog/hello' },
      { from: '/blog/hello.htm', to: '/blog/hello' },
      { from: '/legacy', to: '/legacy.html' },
      { from: '/start', to: '/docs/intro' },
      { from: '/getting-started', to: '/docs/intro' },
      { from: '/old-blog/hello', to: '/blog/hello' },
      { from: '/manual/intro', to: '/docs/intro' },
    ]);
  });

  it('reports a redirect to a path that is no page as an error at its `to`', () => {
    const { redirects, problems } = collectRedirects({ redirects: [{ from: '/alt', to: '/docs/missing' }] }, site);
    expect(redirects).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({
        message: 'The redirect from /alt leads to /docs/missing, which is no page of the site.',
        at: ['clientRedirects', 'redirects', 0, 'to'],
        severity: 'error',
      }),
    ]);
  });

  it('leaves out a redirect from an existing page, and a second one from the same path, as onDuplicateRoutes says', () => {
    const config = {
      redirects: [
        { from: ['/new', '/docs/intro/'], to: '/docs' },
        { from: '/new', to: '/blog/hello' },
      ],
    };
    const warned = collectRedirects(config, site);
    expect(warned.redirects).toEqual([{ from: '/new', to: '/docs' }]);
    expect(warned.problems).toEqual([
      expect.objectContaining({
        message: 'The redirect from /docs/intro/ to /docs would replace the page at /docs/intro/, so it is left out.',
        at: ['clientRedirects', 'redirects', 0, 'from', 1],
        severity: 'warning',
      }),
      expect.objectContaining({
        message: '/new is redirected to /docs and to /blog/hello; only the first redirect is written.',
        at: ['clientRedirects', 'redirects', 1, 'from'],
        severity: 'warning',
      }),
    ]);
    expect(collectRedirects(config, { ...site, onDuplicateRoutes: 'throw' }).problems.map((p) => p.severity)).toEqual([
      'error',
      'error',
    ]);
    expect(collectRedirects(config, { ...site, onDuplicateRoutes: 'ignore' }).problems).toEqual([]);
  });

  it('reports what createRedirects returns that is no path, at createRedirects', () => {
    const { problems } = collectRedirects(
      { createRedirects: (path) => (path === '/docs' ? 'docs-old' : undefined) },
      site,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        message: 'A redirect from "docs-old" to "/docs" does not go from a path to a path.',
        at: ['clientRedirects', 'createRedirects'],
      }),
    ]);
  });

  it('writes the target as the site writes its links, with or without a trailing slash', () => {
    const config = { redirects: [{ from: '/alt', to: '/docs' }] };
    expect(collectRedirects(config, { ...site, trailingSlash: true }).redirects).toEqual([
      { from: '/alt', to: '/docs/' },
    ]);
    expect(
      collectRedirects({ redirects: [{ from: '/alt', to: '/docs/' }] }, { ...site, trailingSlash: false }).redirects,
    ).toEqual([{ from: '/alt', to: '/docs' }]);
  });
});
