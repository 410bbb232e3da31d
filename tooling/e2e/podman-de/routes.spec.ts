import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { kranCli as cli, podmanSiteDir as siteDir } from '../support/paths';

/** Every route path of the built site, from its sitemap (which the first test checks against `kran routes`). */
let routes: string[] = [];

test.beforeAll(async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
});

const matching = (pattern: RegExp) => routes.filter((route) => pattern.test(route));
const numbersOf = (pattern: RegExp) =>
  matching(pattern)
    .map((route) => Number(pattern.exec(route)![1]))
    .sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function articleCount(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.text()).match(/<article\b/g) ?? []).length;
}

test.describe('route families', () => {
  test('the sitemap lists exactly the routes kran routes prints', () => {
    const printed = execFileSync(process.execPath, [cli, 'routes', '--site', siteDir], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(routes).toEqual(printed.sort());
  });

  test('the marketing and info pages are the five the spec names', () => {
    expect(routes.filter((route) => !/^\/(docs|blogs|release)(\/|$)/.test(route))).toEqual([
      '/',
      '/community',
      '/features',
      '/get-started',
      '/getting-started/installation',
    ]);
  });

  test('the docs area has the getting-started doc at /docs, checkpoint, installation and documentation', () => {
    expect(matching(/^\/docs(\/|$)/)).toEqual([
      '/docs',
      '/docs/checkpoint',
      '/docs/documentation',
      '/docs/installation',
    ]);
  });

  test('the blog has list pages 1 to 25, an archive and a tag index', () => {
    expect(routes).toEqual(expect.arrayContaining(['/blogs', '/blogs/archive', '/blogs/tags']));
    expect(numbersOf(/^\/blogs\/page\/(\d+)$/)).toEqual(range(2, 25));
  });

  test('blog posts live under /blogs/yyyy/mm/dd/slug, dated 2018-08 to 2022-12, many with the slug new', () => {
    const posts = matching(/^\/blogs\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
    expect(posts.length).toBeGreaterThan(240);
    const months = posts.map((post) => post.slice('/blogs/'.length, '/blogs/yyyy/mm'.length).replace('/', '-')).sort();
    expect([months[0], months.at(-1)]).toEqual(['2018-08', '2022-12']);
    expect(posts.filter((post) => post.endsWith('/new')).length).toBeGreaterThan(50);
  });

  test('every tag the spec names has a tag page', () => {
    const named =
      'api aardvark buildah containers docker docker-compose hpc github go images kube kubernetes kubic ' +
      'linux mac mac-os microsoft multiarch netavark network networking nfs oci open-source openstack pod ' +
      'podman podman-machine python rails rename rest rest-api restful rootless ruby runner runtime rust ' +
      'seccomp security signing skopeo sudo syscall systemd tent test tracing ubuntu v-2 varlink video windows';
    expect(routes).toEqual(expect.arrayContaining(named.split(' ').map((tag) => `/blogs/tags/${tag}`)));
  });

  test('tag pages paginate as the spec lists', () => {
    const lastPage = (tag: string) => Math.max(1, ...numbersOf(new RegExp(`^/blogs/tags/${tag}/page/(\\d+)$`)));
    const expected = {
      podman: 19,
      containers: 18,
      networking: 10,
      'v-2': 10,
      pod: 9,
      kube: 7,
      kubernetes: 7,
      windows: 7,
      mac: 6,
      rest: 3,
      'rest-api': 3,
    };
    expect(Object.fromEntries(Object.keys(expected).map((tag) => [tag, lastPage(tag)]))).toEqual(expected);
    for (const tag of Object.keys(expected))
      expect(numbersOf(new RegExp(`^/blogs/tags/${tag}/page/(\\d+)$`))).toEqual(range(2, lastPage(tag)));
  });

  test('the release blog has three list pages, an archive, a tag index and five tags', () => {
    expect(matching(/^\/release(\/page\/\d+|\/archive|\/tags)?$/)).toEqual([
      '/release',
      '/release/archive',
      '/release/page/2',
      '/release/page/3',
      '/release/tags',
    ]);
    expect(matching(/^\/release\/tags\/[^/]+$/)).toEqual(
      ['community', 'hpc', 'kubernetes', 'open-source', 'podman'].map((tag) => `/release/tags/${tag}`),
    );
    for (const tag of ['open-source', 'podman'])
      expect(numbersOf(new RegExp(`^/release/tags/${tag}/page/(\\d+)$`))).toEqual([2, 3]);
  });

  test('release posts announce the versions the spec names, from 2018-06 to 2022-10', () => {
    const posts = matching(/^\/release\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/);
    const versions = posts.map((post) => /v(\d+\.\d+\.\d+)$/.exec(post)?.[1]).filter(Boolean);
    const named =
      '0.6.1 0.6.4 0.7.1 0.7.2 0.8.1 0.8.3 1.0.0 1.1.0 1.1.1 1.1.2 1.2.0 1.3.0 1.5.0 1.7.0 1.9.0 2.1.0 2.2.0 3.0.0 3.1.0 3.3.0 4.0.0 4.1.0 4.2.0 4.3.0';
    expect(versions).toEqual(expect.arrayContaining(named.split(' ')));
    expect(posts).toContain('/release/2022/09/28/updated-1.2.0');
    expect([posts[0]!.slice(9, 16), posts.at(-1)!.slice(9, 16)]).toEqual(['2018/06', '2022/10']);
  });

  test('every route answers 200 with its prerendered page', async ({ request }) => {
    test.setTimeout(60_000);
    const failures: string[] = [];
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const response = await request.get(route);
        const html = await response.text();
        if (response.status() !== 200 || !html.includes('<h1') || !/<title>[^<]+<\/title>/.test(html))
          failures.push(`${route}: ${response.status()}`);
      }
    };
    await Promise.all(range(1, 6).map(worker));
    expect(failures).toEqual([]);
  });
});

test.describe('list pagination', () => {
  test('blog list pages hold 10 posts and the last of the 25 pages the rest', async ({ request }) => {
    const posts = matching(/^\/blogs\/\d{4}\//).length;
    expect(await articleCount(request, '/blogs')).toBe(10);
    expect(await articleCount(request, '/blogs/page/24')).toBe(10);
    expect(await articleCount(request, '/blogs/page/25')).toBe(posts - 240);
  });

  test('the release list has 3 pages and page 3 holds 6 items', async ({ request }) => {
    expect(await articleCount(request, '/release')).toBe(10);
    expect(await articleCount(request, '/release/page/2')).toBe(10);
    expect(await articleCount(request, '/release/page/3')).toBe(6);
  });

  test('tag pages hold 10 posts each', async ({ request }) => {
    expect(await articleCount(request, '/blogs/tags/podman')).toBe(10);
    expect(await articleCount(request, '/blogs/tags/podman/page/18')).toBe(10);
  });
});

test.describe('not-found page', () => {
  test('says what was sought could not be found and asks to tell the linking page owner, titled in the tab', async ({
    page,
  }) => {
    const response = await page.goto('/blogs/2019/13/01/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(main).toContainText('Leider konnten wir nicht finden, wonach Sie gesucht haben.');
    await expect(main).toContainText('teilen Sie ihm mit, dass der Link nicht mehr funktioniert');
  });

  test('unknown paths with .html or /index.html suffixes answer 404 too', async ({ request }) => {
    for (const path of ['/gibt-es-nicht.html', '/gibt-es-nicht/index.html', '/docs/fehlt.html'])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test('/404 answers 404 too; the not-found and search pages keep search engines away, and only the search page names a canonical URL', async ({
    request,
  }) => {
    for (const path of ['/404', '/404.html']) expect((await request.get(path)).status(), path).toBe(404);
    const notFound = await (await request.get('/gibt-es-nicht')).text();
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
    const search = await (await request.get('/search')).text();
    expect(search).toContain('<meta name="robots" content="noindex">');
    expect(search).toContain('<link rel="canonical" href="https://podman.io/search">');
    expect(await (await request.get('/docs')).text()).not.toContain('name="robots"');
  });
});
