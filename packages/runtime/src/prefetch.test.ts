import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, Prefetcher, type PrefetcherOptions } from './prefetch';

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const routes: Record<string, { htmlUrl: string; layoutKind: string }> = {
  '/docs': { htmlUrl: '/docs/', layoutKind: 'doc' },
  '/docs/installation': { htmlUrl: '/docs/installation/', layoutKind: 'doc' },
  '/blogs': { htmlUrl: '/blogs/', layoutKind: 'blogList' },
};

function prefetcherWith(options: Partial<PrefetcherOptions> = {}) {
  const prefetchUrl = vi.fn<(url: string) => void>();
  const loadRoute = vi.fn().mockResolvedValue(undefined);
  const fetchHtml = vi.fn().mockResolvedValue('<!doctype html>');
  const prefetcher = new Prefetcher({
    routeOf: async (path) => routes[path],
    fetchHtml,
    loadRoute,
    prefetchUrl,
    layoutChunks: { doc: ['/assets/doc-layout.js', '/assets/toc.js'], blogList: ['/assets/blog-list.js'] },
    ...options,
  });
  return { prefetcher, prefetchUrl, loadRoute, fetchHtml };
}

describe('canPrefetch', () => {
  it('prefetches on normal connections and when the browser tells nothing', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
  });

  it('does not prefetch with data saver on or on 2g', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('Prefetcher with link prefetch', () => {
  it("fetches a route's HTML into memory and prefetches its layout's code with links", async () => {
    const { prefetcher, prefetchUrl, loadRoute, fetchHtml } = prefetcherWith();
    prefetcher.prefetch('/docs');
    await settle();
    expect(fetchHtml.mock.calls).toEqual([['/docs']]);
    expect(prefetchUrl.mock.calls).toEqual([['/assets/doc-layout.js'], ['/assets/toc.js']]);
    expect(loadRoute).not.toHaveBeenCalled();
  });

  it('prefetches each route once whatever suffix the link has, and each file once across routes', async () => {
    const { prefetcher, prefetchUrl, fetchHtml } = prefetcherWith();
    for (const path of ['/docs', '/docs.html', '/docs/index.html', '/docs/installation']) prefetcher.prefetch(path);
    await settle();
    expect(fetchHtml.mock.calls).toEqual([['/docs'], ['/docs/installation']]);
    expect(prefetchUrl.mock.calls).toEqual([['/assets/doc-layout.js'], ['/assets/toc.js']]);
  });

  it('leaves out the code the page has fetched already, such as its own layout', async () => {
    const { prefetcher, prefetchUrl } = prefetcherWith({ isFetched: (url) => url === '/assets/doc-layout.js' });
    prefetcher.prefetch('/docs');
    await settle();
    expect(prefetchUrl.mock.calls).toEqual([['/assets/toc.js']]);
  });

  it('prefetches nothing for a path the site does not have', async () => {
    const { prefetcher, prefetchUrl } = prefetcherWith();
    prefetcher.prefetch('/gibt-es-nicht');
    await settle();
    expect(prefetchUrl).not.toHaveBeenCalled();
  });

  it('tries again when the route map could not be loaded', async () => {
    const routeOf = vi
      .fn<PrefetcherOptions['routeOf']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (path) => routes[path]);
    const { prefetcher, prefetchUrl, fetchHtml } = prefetcherWith({ routeOf });
    prefetcher.prefetch('/blogs');
    await settle();
    prefetcher.prefetch('/blogs');
    await settle();
    expect(fetchHtml).toHaveBeenCalledTimes(2);
    expect(prefetchUrl.mock.calls).toEqual([['/assets/blog-list.js']]);
  });
});

describe('Prefetcher without link prefetch', () => {
  it('loads the route itself instead, once', async () => {
    const { prefetcher, loadRoute } = prefetcherWith({ prefetchUrl: undefined });
    prefetcher.prefetch('/docs');
    prefetcher.prefetch('/docs.html');
    await settle();
    expect(loadRoute.mock.calls).toEqual([['/docs']]);
  });

  it('tries again after a failed load', async () => {
    const loadRoute = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { prefetcher } = prefetcherWith({ prefetchUrl: undefined, loadRoute });
    prefetcher.prefetch('/docs');
    await settle();
    prefetcher.prefetch('/docs');
    await settle();
    expect(loadRoute).toHaveBeenCalledTimes(2);
  });
});

describe('Prefetcher on a costly connection', () => {
  it('prefetches nothing under data saver or on 2g', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
      const { prefetcher, prefetchUrl, loadRoute, fetchHtml } = prefetcherWith({ connection });
      prefetcher.prefetch('/docs');
      await settle();
      expect(fetchHtml).not.toHaveBeenCalled();
      expect(prefetchUrl).not.toHaveBeenCalled();
      expect(loadRoute).not.toHaveBeenCalled();
    }
  });
});
