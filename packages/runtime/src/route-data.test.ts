import { describe, expect, it } from 'vitest';
import { decodeHastRoot, encodePageData } from './page-data-codec';
import { RouteDataLoader, routeMapUrlOf } from './route-data';

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

  it("decodes the hast trees of a theme's data when given decodeHastRoot, and the shared props in any case", async () => {
    const content = { type: 'root', children: [{ type: 'text', value: 'Hallo' }] };
    const page = { path: '/docs', title: 'Docs', props: { route: { content }, site: { title: 'Podman' } } };
    const dataFile = JSON.parse(encodePageData(page, { site: page.props.site })) as unknown;
    const settings = { baseUrl: '/', routeMapUrl: '/map.json', sharedProps: { site: page.props.site } };
    const fetchJson = async (url: string) => (url === '/map.json' ? { '/docs': ['/data/a.json', 'doc'] } : dataFile);
    expect(await new RouteDataLoader(settings, fetchJson, decodeHastRoot).load('/docs')).toEqual(page);
    const compact = await new RouteDataLoader(settings, fetchJson).load('/docs');
    expect(compact?.props).toEqual({ route: { content: { $hast: ['Hallo'] } }, site: { title: 'Podman' } });
  });

  it('tells where a route is and which layout shows it', async () => {
    const loader = new RouteDataLoader({ baseUrl: '/', routeMapUrl: '/map.json' }, async () => ({
      '/docs': ['/data/a.json', 'doc'],
    }));
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

  it('on a large site fetches only the route map part that holds the path, each part once', async () => {
    const parts: Record<string, Record<string, [string, string]>> = {
      '/map.json': { '/': ['/home.json', 'page'], '/blogs/a': ['/a.json', 'blogPost'] },
      '/map-1.json': { '/blogs/b': ['/b.json', 'blogPost'], '/blogs/tags': ['/tags.json', 'blogTags'] },
      '/map-2.json': { '/docs': ['/docs.json', 'doc'] },
    };
    const requests: string[] = [];
    const settings = {
      baseUrl: '/',
      routeMapUrl: '/map.json',
      routeMapSplits: [
        ['/blogs/b', '/map-1.json'],
        ['/docs', '/map-2.json'],
      ] as [string, string][],
    };
    const loader = new RouteDataLoader(settings, async (url) => {
      requests.push(url);
      return parts[url];
    });
    expect(await loader.routeOf('/blogs/tags')).toEqual({ dataUrl: '/tags.json', layoutKind: 'blogTags' });
    expect(await loader.routeOf('/blogs/b')).toEqual({ dataUrl: '/b.json', layoutKind: 'blogPost' });
    expect(await loader.routeOf('/docs/')).toEqual({ dataUrl: '/docs.json', layoutKind: 'doc' });
    // Between /blogs/b and /blogs/tags: the part already fetched says there is no such route.
    expect(await loader.routeOf('/blogs/fehlt')).toBeUndefined();
    expect(requests).toEqual(['/map-1.json', '/map-2.json']);
    expect(await loader.routeOf('/')).toEqual({ dataUrl: '/home.json', layoutKind: 'page' });
    expect(requests).toEqual(['/map-1.json', '/map-2.json', '/map.json']);
  });
});

describe('routeMapUrlOf', () => {
  const settings = {
    routeMapUrl: '/first.json',
    routeMapSplits: [
      ['/blogs/m', '/second.json'],
      ['/docs', '/third.json'],
    ] as [string, string][],
  };

  it('finds the part whose first path is the last one not after the path', () => {
    expect(routeMapUrlOf(settings, '/')).toBe('/first.json');
    expect(routeMapUrlOf(settings, '/blogs/a')).toBe('/first.json');
    expect(routeMapUrlOf(settings, '/blogs/m')).toBe('/second.json');
    expect(routeMapUrlOf(settings, '/blogs/z')).toBe('/second.json');
    expect(routeMapUrlOf(settings, '/docs')).toBe('/third.json');
    expect(routeMapUrlOf(settings, '/zzz')).toBe('/third.json');
  });

  it('uses the one route map of a small site for every path', () => {
    expect(routeMapUrlOf({ routeMapUrl: '/map.json' }, '/docs')).toBe('/map.json');
  });
});
