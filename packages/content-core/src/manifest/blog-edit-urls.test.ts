import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import type { BlogEditUrlParams } from '../config/edit-url.js';
import type { BlogInstanceConfig } from '../config/config.js';

const build = (editUrl: BlogInstanceConfig['editUrl']) =>
  buildFixture('blog-pagination', { blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', editUrl }] });

describe("a blog's editUrl", () => {
  it("as a string is joined with the blog folder and the post's file, as Docusaurus does", async () => {
    const post = routeOf(await build('https://example.org/edit/main/'), 'blogPost', '/blogs/2020/01/01/post-1');
    expect(post.editUrl).toBe('https://example.org/edit/main/blog/2020-01-01-post-1.md');
  });

  it("as a function is called with Docusaurus's arguments, and its result is the link", async () => {
    const calls: BlogEditUrlParams[] = [];
    const editUrl = (params: BlogEditUrlParams) => {
      calls.push(params);
      return `https://example.org/${params.blogDirPath}/${params.blogPath}`;
    };
    const post = routeOf(await build(editUrl), 'blogPost', '/blogs/2020/01/01/post-1');
    expect(post.editUrl).toBe('https://example.org/blog/2020-01-01-post-1.md');
    expect(calls).toContainEqual({
      blogDirPath: 'blog',
      blogPath: '2020-01-01-post-1.md',
      permalink: '/blogs/2020/01/01/post-1',
      locale: 'en',
    });
  });
});
