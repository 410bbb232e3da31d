import { describe, expect, it } from 'vitest';
import { kranRoutes } from './kran-cli';

describe('the page counts of SPEC section 9 on the German site', () => {
  const routes = kranRoutes('sites/podman-de');
  const pagesOf = (base: string) => 1 + routes.filter((route) => new RegExp(`^${base}/page/\\d+$`).test(route)).length;

  it('has 25 blog list pages and 3 release list pages', () => {
    expect(pagesOf('/blogs')).toBe(25);
    expect(pagesOf('/release')).toBe(3);
  });

  it('paginates the tag pages as the spec lists them', () => {
    const counts = Object.fromEntries(
      [
        'podman',
        'containers',
        'networking',
        'v-2',
        'pod',
        'kube',
        'kubernetes',
        'windows',
        'mac',
        'rest',
        'rest-api',
      ].map((tag) => [tag, pagesOf(`/blogs/tags/${tag}`)]),
    );
    expect(counts).toEqual({
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
    });
  });

  it('holds 6 release announcements on the last release page', () => {
    const releasePosts = routes.filter((route) => /^\/release\/\d{4}\/\d{2}\/\d{2}\//.test(route));
    expect(releasePosts.length - 2 * 10).toBe(6);
  });
});
