import { describe, expect, it } from 'vitest';
import type { PageData, RuntimeSettings } from './page-data';
import { decodeHastRoot } from './page-data-codec';
import { htmlUrlOf, RouteDataLoader, routeMapUrlOf } from './route-data';
import { builtPageHtml } from './test-support/built-page-html';

const settings: RuntimeSettings = { baseUrl: '/', routeMapUrl: '/map.json', build: 'b1' };
const docs: PageData<{ route: { content: { html: string } } }> = {
  path: '/docs',
  title: 'Docs',
  props: { route: { content: { html: '<p>Mit <code>podman run</code> startet es.</p>' } } },
};
const docsHtml = (pageSettings = settings) =>
  builtPageHtml(docs, `<main><div class="markdown">${docs.props.route.content.html}</div></main>`, pageSettings);

/** A loader over a site of files by URL, which records each URL it fetches. */
function loaderOver(files: Record<string, string | (() => string)>, loaderSettings = settings) {
  const requests: string[] = [];
  const loader = new RouteDataLoader(loaderSettings, async (url) => {
    requests.push(url);
    const file = files[url];
    if (file === undefined) throw new Error(`Loading ${url} failed with status 404.`);
    return typeof file === 'string' ? file : file();
  });
  return { loader, requests };
}

describe('RouteDataLoader', () => {
  it("loads the route map once and each route's HTML at most once, and reads the content back from its markup", async () => {
    const { loader, requests } = loaderOver({ '/map.json': '{"/docs":"doc"}', '/docs/': docsHtml() });
    // The HTML holds the content once: in its markup.
    expect(docsHtml().split('podman run')).toHaveLength(2);
    expect(await loader.load('/docs')).toEqual(docs);
    await loader.load('/docs.html');
    expect(requests).toEqual(['/map.json', '/docs/']);
    expect(await loader.load('/fehlt')).toBeUndefined();
  });

  it('loads a route whose HTML a prefetch fetched from memory, without fetching it again', async () => {
    const { loader, requests } = loaderOver({ '/map.json': '{"/docs":"doc"}', '/docs/': docsHtml() });
    await loader.fetchHtml('/docs/');
    await loader.fetchHtml('/docs');
    expect(await loader.fetchHtml('/fehlt')).toBeUndefined();
    expect(await loader.load('/docs')).toEqual(docs);
    expect(requests).toEqual(['/map.json', '/docs/']);
  });

  it('rejects a page of another build than its own code, which the browser then loads in full', async () => {
    const { loader } = loaderOver({ '/map.json': '{"/docs":"doc"}', '/docs/': docsHtml({ ...settings, build: 'b2' }) });
    await expect(loader.load('/docs')).rejects.toThrow('The page /docs is of another build');
  });

  it("decodes the hast trees of a theme's data when given decodeHastRoot, and the shared props in any case", async () => {
    const content = { type: 'root', children: [{ type: 'text', value: 'Hallo' }] };
    const site = { title: 'Podman' };
    const page = { path: '/docs', title: 'Docs', props: { route: { content }, site } };
    const withShared = { ...settings, sharedProps: { site } };
    const files = { '/map.json': '{"/docs":"doc"}', '/docs/': builtPageHtml(page, '<main>Hallo</main>', withShared) };
    const decoding = new RouteDataLoader(withShared, async (url) => files[url as keyof typeof files], decodeHastRoot);
    expect(await decoding.load('/docs')).toEqual(page);
    const compact = await loaderOver(files, withShared).loader.load('/docs');
    expect(compact?.props).toEqual({ route: { content: { $hast: ['Hallo'] } }, site });
  });

  it('tells where a route is and which layout shows it', async () => {
    const { loader } = loaderOver({ '/map.json': '{"/docs":"doc","/":"page","/404":"notFound"}' });
    expect(await loader.routeOf('/docs/index.html')).toEqual({ htmlUrl: '/docs/', layoutKind: 'doc' });
    expect(await loader.routeOf('/')).toEqual({ htmlUrl: '/', layoutKind: 'page' });
    expect(await loader.routeOf('/404')).toEqual({ htmlUrl: '/404.html', layoutKind: 'notFound' });
    expect(await loader.routeOf('/fehlt')).toBeUndefined();
  });

  it('tries a failed load again on the next request', async () => {
    let failures = 1;
    const { loader } = loaderOver({
      '/map.json': '{"/docs":"doc"}',
      '/docs/': () => {
        if (failures-- > 0) throw new Error('offline');
        return docsHtml();
      },
    });
    await expect(loader.load('/docs')).rejects.toThrow('offline');
    await expect(loader.load('/docs')).resolves.toMatchObject({ title: 'Docs' });
  });

  it('on a large site fetches only the route map part that holds the path, each part once', async () => {
    const parts: Record<string, Record<string, string>> = {
      '/map.json': { '/': 'page', '/blogs/a': 'blogPost' },
      '/map-1.json': { '/blogs/b': 'blogPost', '/blogs/tags': 'blogTags' },
      '/map-2.json': { '/docs': 'doc' },
    };
    const requests: string[] = [];
    const splitSettings = {
      baseUrl: '/',
      routeMapUrl: '/map.json',
      routeMapSplits: [
        ['/blogs/b', '/map-1.json'],
        ['/docs', '/map-2.json'],
      ] as [string, string][],
    };
    const loader = new RouteDataLoader(splitSettings, async (url) => {
      requests.push(url);
      return JSON.stringify(parts[url]);
    });
    expect(await loader.routeOf('/blogs/tags')).toEqual({ htmlUrl: '/blogs/tags/', layoutKind: 'blogTags' });
    expect(await loader.routeOf('/blogs/b')).toEqual({ htmlUrl: '/blogs/b/', layoutKind: 'blogPost' });
    expect(await loader.routeOf('/docs/')).toEqual({ htmlUrl: '/docs/', layoutKind: 'doc' });
    // Between /blogs/b and /blogs/tags: the part already fetched says there is no such route.
    expect(await loader.routeOf('/blogs/fehlt')).toBeUndefined();
    expect(requests).toEqual(['/map-1.json', '/map-2.json']);
    expect(await loader.routeOf('/')).toEqual({ htmlUrl: '/', layoutKind: 'page' });
    expect(requests).toEqual(['/map-1.json', '/map-2.json', '/map.json']);
  });
});

describe('htmlUrlOf', () => {
  it("is the folder of the route's index.html below the base URL, and the not-found page's own file", () => {
    expect(htmlUrlOf('/', '/')).toBe('/');
    expect(htmlUrlOf('/', '/blogs/2022/12/07/new')).toBe('/blogs/2022/12/07/new/');
    expect(htmlUrlOf('/podman/', '/')).toBe('/podman/');
    expect(htmlUrlOf('/podman/', '/docs')).toBe('/podman/docs/');
    expect(htmlUrlOf('/podman/', '/404')).toBe('/podman/404.html');
  });
});

describe('routeMapUrlOf', () => {
  const splitSettings = {
    routeMapUrl: '/first.json',
    routeMapSplits: [
      ['/blogs/m', '/second.json'],
      ['/docs', '/third.json'],
    ] as [string, string][],
  };

  it('finds the part whose first path is the last one not after the path', () => {
    expect(routeMapUrlOf(splitSettings, '/')).toBe('/first.json');
    expect(routeMapUrlOf(splitSettings, '/blogs/a')).toBe('/first.json');
    expect(routeMapUrlOf(splitSettings, '/blogs/m')).toBe('/second.json');
    expect(routeMapUrlOf(splitSettings, '/blogs/z')).toBe('/second.json');
    expect(routeMapUrlOf(splitSettings, '/docs')).toBe('/third.json');
    expect(routeMapUrlOf(splitSettings, '/zzz')).toBe('/third.json');
  });

  it('uses the one route map of a small site for every path', () => {
    expect(routeMapUrlOf({ routeMapUrl: '/map.json' }, '/docs')).toBe('/map.json');
  });
});
