import { describe, expect, it } from 'vitest';
import { RouteDataLoader } from './route-data';

describe('RouteDataLoader', () => {
  it('loads the route map once and each route at most once', async () => {
    const requests: string[] = [];
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async (url) => {
      requests.push(url);
      return url === '/map.json' ? { '/docs': '/data/a.json' } : { path: '/docs', title: 'Docs', props: {} };
    });
    await loader.load('/docs');
    await loader.load('/docs.html');
    expect(requests).toEqual(['/map.json', '/data/a.json']);
    expect(await loader.load('/fehlt')).toBeUndefined();
  });

  it('tries a failed load again on the next request', async () => {
    let failures = 1;
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async (url) => {
      if (url === '/map.json') return { '/a': '/a.json' };
      if (failures-- > 0) throw new Error('offline');
      return { path: '/a', title: 'A', props: {} };
    });
    await expect(loader.load('/a')).rejects.toThrow('offline');
    await expect(loader.load('/a')).resolves.toMatchObject({ title: 'A' });
  });
});
