import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { el } from '../../../fixtures/hast';
import { latestBlogPostsFixture } from '../../../fixtures/landing';
import { readLatestPosts } from './read-latest-posts';

describe('readLatestPosts', () => {
  it('reads title, permalink and date of each listed post', () => {
    const posts = readLatestPosts(latestBlogPostsFixture.children[0] as Element);
    expect(posts[0]).toEqual({ title: 'Podman Desktop 0.10', permalink: '/blogs/2022/12/07/new', date: '2022-12-07' });
    expect(posts).toHaveLength(3);
  });

  it('skips list items without a link and reads nothing from a section without list', () => {
    expect(readLatestPosts(el('section', {}, el('ul', {}, el('li', {}, el('p', {}, 'kein Link')))))).toEqual([]);
    expect(readLatestPosts(el('section', {}))).toEqual([]);
  });
});
