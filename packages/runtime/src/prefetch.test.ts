import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, Prefetcher } from './prefetch';
import { RouteDataLoader } from './route-data';

const loader = () => new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async () => ({ '/docs': '/_kran/data/abc.json' }));

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
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

describe('Prefetcher', () => {
  it('adds one prefetch link per target, however often it is asked', async () => {
    const fetchSpy = vi.fn();
    const prefetcher = new Prefetcher(loader(), { document, fetch: fetchSpy });
    const supports = vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    prefetcher.prefetch('/docs');
    prefetcher.prefetch('/docs.html');
    await settle();
    expect([...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'))).toEqual(['/_kran/data/abc.json']);
    expect(fetchSpy).not.toHaveBeenCalled();
    supports.mockRestore();
    document.head.innerHTML = '';
  });

  it('falls back to fetch where link prefetch is unsupported', async () => {
    const fetchSpy = vi.fn().mockResolvedValue(undefined);
    const supports = vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    new Prefetcher(loader(), { document, fetch: fetchSpy }).prefetch('/docs');
    await settle();
    expect(fetchSpy).toHaveBeenCalledWith('/_kran/data/abc.json', expect.objectContaining({ priority: 'low' }));
    supports.mockRestore();
  });

  it('prefetches nothing under data saver', async () => {
    const fetchSpy = vi.fn();
    new Prefetcher(loader(), { document, fetch: fetchSpy, connection: { saveData: true } }).prefetch('/docs');
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});
