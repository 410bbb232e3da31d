import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, Prefetcher } from './prefetch';

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
  it('loads each route once, whatever suffix the link has', async () => {
    const loadRoute = vi.fn().mockResolvedValue(undefined);
    const prefetcher = new Prefetcher(loadRoute);
    prefetcher.prefetch('/docs');
    prefetcher.prefetch('/docs.html');
    prefetcher.prefetch('/docs/index.html');
    await settle();
    expect(loadRoute.mock.calls).toEqual([['/docs']]);
  });

  it('tries again after a failed prefetch', async () => {
    const loadRoute = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const prefetcher = new Prefetcher(loadRoute);
    prefetcher.prefetch('/docs');
    await settle();
    prefetcher.prefetch('/docs');
    await settle();
    expect(loadRoute).toHaveBeenCalledTimes(2);
  });

  it('prefetches nothing under data saver or on 2g', async () => {
    const loadRoute = vi.fn().mockResolvedValue(undefined);
    new Prefetcher(loadRoute, { saveData: true }).prefetch('/docs');
    new Prefetcher(loadRoute, { effectiveType: 'slow-2g' }).prefetch('/docs');
    await settle();
    expect(loadRoute).not.toHaveBeenCalled();
  });
});
