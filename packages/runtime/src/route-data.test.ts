import { describe, expect, it } from 'vitest';
import { RouteDataLoader } from './route-data';

describe('RouteDataLoader', () => {
  it('loads the route map once and each route at most once', async () => {
    const requests: string[] = [];
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async (url) => {
      requests.push(url);
      return url === '/map.json' ? { '/docs': ['/data/a.json', 'doc'] } : { path: '/docs', title: 'Docs', props: {} };
    });
    await loader.load('/docs');
    await loader.load('/docs.html');
    expect(requests).toEqual(['/map.json', '/data/a.json']);
    expect(await loader.load('/fehlt')).toBeUndefined();
  });

  it('tells where a route is and which layout shows it', async () => {
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async () => ({ '/docs': ['/data/a.json', 'doc'] }));
    expect(await loader.routeOf('/docs/index.html')).toEqual({ dataUrl: '/data/a.json', layoutKind: 'doc' });
    expect(await loader.routeOf('/fehlt')).toBeUndefined();
  });

  it('tries a failed load again on the next request', async () => {
    let failures = 1;
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async (url) => {
      if (url === '/map.json') return { '/a': ['/a.json', 'page'] };
      if (failures-- > 0) throw new Error('offline');
      return { path: '/a', title: 'A', props: {} };
    });
    await expect(loader.load('/a')).rejects.toThrow('offline');
    await expect(loader.load('/a')).resolves.toMatchObject({ title: 'A' });
  });
});
