import { ServerMarkdownRouter } from '../../test-support/ServerMarkdownRouter';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogSidebarFixture, shortPostFixture, truncatedPostFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { BlogTagPostsLayout } from './BlogTagPostsLayout';

const tag = { label: 'podman', permalink: '/blogs/tags/podman' };

describe('BlogTagPostsLayout', () => {
  it('names the number of posts with the tag and links to all tags', () => {
    render(
      <BlogTagPostsLayout
        blogId="blog"
        title="Podman"
        description=""
        tag={{ ...tag, count: 181 }}
        allTagsPath="/blogs/tags"
        posts={[truncatedPostFixture, shortPostFixture]}
        pagination={{ page: 1, totalPages: 19, totalCount: 190, olderUrl: '/blogs/tags/podman/page/2' }}
        sidebar={blogSidebarFixture}
      />,
      { wrapper: ServerMarkdownRouter },
    );
    expect(screen.getByRole('heading', { level: 1, name: '181 Posts getaggt mit "podman"' })).toBeTruthy();
    expect(screen.getByRole('link', { name: de['blogTag.allTags'] }).getAttribute('href')).toBe('/blogs/tags');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: de['blogList.label'] });
    expect(
      within(nav)
        .getByRole('link', { name: `${de['blogList.older']} »` })
        .getAttribute('href'),
    ).toBe('/blogs/tags/podman/page/2');
  });

  it('uses the singular for a tag with one post', () => {
    render(
      <BlogTagPostsLayout
        blogId="blog"
        title="Podman"
        description=""
        tag={{ ...tag, count: 1 }}
        allTagsPath="/blogs/tags"
        posts={[shortPostFixture]}
        pagination={{ page: 1, totalPages: 1, totalCount: 1 }}
        sidebar={blogSidebarFixture}
      />,
      { wrapper: ServerMarkdownRouter },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ein Post getaggt mit "podman"' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: de['blogList.label'] })).toBeNull();
  });

  it('shows the description a tags file gives the tag', () => {
    render(
      <BlogTagPostsLayout
        blogId="blog"
        title="Podman"
        description=""
        tag={{ ...tag, description: 'Alles über Podman selbst.', count: 1 }}
        allTagsPath="/blogs/tags"
        posts={[shortPostFixture]}
        pagination={{ page: 1, totalPages: 1, totalCount: 1 }}
        sidebar={blogSidebarFixture}
      />,
      { wrapper: ServerMarkdownRouter },
    );
    expect(screen.getByText('Alles über Podman selbst.')).toBeTruthy();
  });
});
