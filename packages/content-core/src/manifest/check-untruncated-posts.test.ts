import { describe, expect, it } from 'vitest';
import { buildFixture } from '../../test/fixture-site.js';

const blogWith = (onUntruncatedBlogPosts?: 'warn' | 'throw') => ({
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blogs',
      ...(onUntruncatedBlogPosts ? { onUntruncatedBlogPosts } : {}),
    },
  ],
});

describe("Docusaurus's onUntruncatedBlogPosts", () => {
  it('reports nothing by default, as Docusaurus 2', async () => {
    expect((await buildFixture('blog-pagination', blogWith())).warnings).toEqual([]);
  });

  it("warns with 'warn' at each post without a truncation marker, and at no other", async () => {
    const { warnings, routes } = await buildFixture('blog-pagination', blogWith('warn'));
    const untruncated = routes.filter((route) => route.kind === 'blogPost' && !route.isTruncated).map((r) => r.source);
    expect(untruncated.length).toBeGreaterThan(0);
    expect(warnings.map(({ location }) => location.file).sort()).toEqual([...untruncated].sort());
    expect(warnings[0]!.message).toBe(
      'The post has no truncation marker, so the blog lists show it whole instead of a preview.',
    );
  });

  it("stops the build with 'throw'", async () => {
    await expect(buildFixture('blog-pagination', blogWith('throw'))).rejects.toThrow();
  });
});
