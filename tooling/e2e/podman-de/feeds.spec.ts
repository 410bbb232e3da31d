import { expect, test, type APIRequestContext } from '@playwright/test';
import Parser from 'rss-parser';

// The feeds of both blog instances, read from the served build with a feed parser.
const BLOGS = [
  { basePath: '/blogs', title: 'Podman Blog', postPattern: /^\/blogs\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/ },
  { basePath: '/release', title: 'Podman Releases', postPattern: /^\/release\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/ },
];
const SITE = 'https://podman.io';
const FEED_LIMIT = 20;
const parser = new Parser();

let routes: string[] = [];

test.beforeAll(async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
});

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Site paths of the newest posts of a blog, from its first list page. */
async function newestPostsOnListPage(
  request: APIRequestContext,
  basePath: string,
  postPattern: RegExp,
): Promise<string[]> {
  const html = await text(request, basePath);
  const links = [...html.matchAll(/<article\b[\s\S]*?<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return links.filter((link) => postPattern.test(link));
}

for (const blog of BLOGS) {
  test.describe(`${blog.basePath} feeds`, () => {
    test('RSS 2.0 parses and lists the 20 newest posts, newest first, each a page of the site', async ({ request }) => {
      const feed = await parser.parseString(await text(request, `${blog.basePath}/rss.xml`));
      expect(feed).toMatchObject({ title: blog.title, link: `${SITE}${blog.basePath}`, language: 'de' });
      const posts = routes.filter((route) => blog.postPattern.test(route));
      expect(feed.items).toHaveLength(Math.min(FEED_LIMIT, posts.length));
      const dates = feed.items.map((item) => item.isoDate!);
      expect(dates).toEqual([...dates].sort().reverse());
      const paths = feed.items.map((item) => new URL(item.link!).pathname);
      expect(paths.slice(0, 10)).toEqual(await newestPostsOnListPage(request, blog.basePath, blog.postPattern));
      for (const [index, item] of feed.items.entries()) {
        expect(item.link!.startsWith(`${SITE}/`), item.link).toBe(true);
        expect(posts).toContain(paths[index]);
        const page = await text(request, paths[index]!);
        expect(page, paths[index]).toContain(`<title>${escapeHtml(item.title!)} | Podman</title>`);
        expect(item['content:encoded'], item.link).not.toMatch(/(?:href|src)="\/(?!\/)/);
      }
    });

    test('Atom parses and holds the same posts with ids, dates and full content', async ({ request }) => {
      const rss = await parser.parseString(await text(request, `${blog.basePath}/rss.xml`));
      const atom = await parser.parseString(await text(request, `${blog.basePath}/atom.xml`));
      expect(atom).toMatchObject({
        title: blog.title,
        link: `${SITE}${blog.basePath}`,
        feedUrl: `${SITE}${blog.basePath}/atom.xml`,
      });
      expect(atom.items.map((item) => [item.id, item.link, item.title, item.isoDate])).toEqual(
        rss.items.map((item) => [item.link, item.link, item.title, item.isoDate]),
      );
      for (const item of atom.items) expect(item.content?.length, item.link).toBeGreaterThan(100);
    });

    test('the JSON Feed has the fields JSON Feed 1.1 requires and the same posts', async ({ request }) => {
      const rss = await parser.parseString(await text(request, `${blog.basePath}/rss.xml`));
      const feed = JSON.parse(await text(request, `${blog.basePath}/feed.json`)) as {
        version: string;
        title: string;
        items: { id: unknown; url?: string; content_html?: unknown; content_text?: unknown }[];
      } & Record<string, unknown>;
      expect(feed).toMatchObject({
        version: 'https://jsonfeed.org/version/1.1',
        title: blog.title,
        home_page_url: `${SITE}${blog.basePath}`,
        feed_url: `${SITE}${blog.basePath}/feed.json`,
        language: 'de',
      });
      expect(Array.isArray(feed.items)).toBe(true);
      for (const item of feed.items) {
        expect(typeof item.id).toBe('string');
        expect(typeof item.content_html === 'string' || typeof item.content_text === 'string').toBe(true);
      }
      expect(feed.items.map((item) => item.url)).toEqual(rss.items.map((item) => item.link));
    });
  });
}

test("every page links to both blogs' RSS and Atom feeds in its head", async ({ request }) => {
  const html = await text(request, '/docs');
  for (const blog of BLOGS) {
    for (const [type, file] of [
      ['rss+xml', 'rss.xml'],
      ['atom+xml', 'atom.xml'],
    ]) {
      const title = `${blog.title.replace(/ Blog$/, '')} ${type === 'rss+xml' ? 'RSS' : 'Atom'} Feed`;
      expect(html).toContain(
        `<link rel="alternate" type="application/${type}" title="${title}" href="${blog.basePath}/${file}">`,
      );
    }
  }
});

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
