// Picks the pages the browser measurement opens: paths that both builds have, so the same page is compared.

/**
 * Site paths listed in a sitemap.xml, without the origin.
 * @param {string} xml
 */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(/** @type {string} */ (match[1])).pathname);
}

const POST_PATH = /^\/blogs\/(\d{4})\/(\d{2})\/(\d{2})\/[^/]+$/;

/**
 * The home page, the first blog list page, the newest blog post, a doc and a tag page, each present in
 * every given path list; the blog post and the list navigate to a post in the list's first page.
 * @param {string[][]} pathLists
 * @returns {{ name: string; path: string; navigateTo?: string }[]}
 */
export function choosePages(pathLists) {
  const common = pathLists.reduce(
    (shared, paths) => new Set(paths.filter((entry) => shared.has(entry))),
    new Set(pathLists[0]),
  );
  const posts = [...common]
    .filter((entry) => POST_PATH.test(entry))
    .sort()
    .reverse();
  if (posts.length < 2)
    throw new Error(
      'Both builds need at least two blog posts under /blogs/YYYY/MM/DD/ to measure a navigation between posts.',
    );
  const pick = (/** @type {string} */ preferred, /** @type {RegExp} */ pattern) =>
    common.has(preferred) ? preferred : [...common].sort().find((entry) => pattern.test(entry));
  const pages = [
    { name: 'Blog post', path: posts[0], navigateTo: posts[1] },
    { name: 'Blog list', path: '/blogs', navigateTo: posts[0] },
    { name: 'Doc page', path: pick('/docs/installation', /^\/docs\/./) },
    { name: 'Tag page', path: pick('/blogs/tags/podman', /^\/blogs\/tags\/./) },
    { name: 'Home page', path: '/' },
  ];
  const missing = pages.filter((page) => !page.path || !common.has(page.path));
  if (missing.length > 0)
    throw new Error(
      `These pages are not in both builds, so they cannot be compared: ${missing.map((page) => page.path ?? page.name).join(', ')}.`,
    );
  return /** @type {{ name: string; path: string; navigateTo?: string }[]} */ (pages);
}
