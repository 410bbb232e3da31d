import { ServerMarkdownRouter } from '../../test-support/ServerMarkdownRouter';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogSidebarFixture, shortPostFixture, truncatedPostFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { BlogListLayout } from './BlogListLayout';

const pagination = { page: 2, totalPages: 25, totalCount: 250, newerUrl: '/blogs', olderUrl: '/blogs/page/3' };

function renderList() {
  return render(
    <BlogListLayout
      title="Blog"
      posts={[truncatedPostFixture, shortPostFixture]}
      pagination={pagination}
      sidebar={blogSidebarFixture}
    />,
    {
      wrapper: ServerMarkdownRouter,
    },
  );
}

describe('BlogListLayout', () => {
  it('lists each post with its title, German date, reading time and linked authors', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: truncatedPostFixture.title }).getAttribute('href')).toBe(
      truncatedPostFixture.permalink,
    );
    expect(within(first!).getByText('7. Dezember 2022', { exact: false })).toBeTruthy();
    expect(within(first!).getByText(t('blog.readingTime', { count: 4 }), { exact: false })).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Brent Baude' }).getAttribute('href')).toBe(
      'https://github.com/baude',
    );
  });

  it('uses the one-minute wording for a one-minute post', () => {
    renderList();
    expect(screen.getByText(t('blog.readingTime', { count: 1 }), { exact: false }).textContent).toContain(
      'Eine Minute Lesezeit',
    );
  });

  it('offers "read more" only for truncated posts, named after the post', () => {
    renderList();
    const readMore = screen.getAllByRole('link', { name: /^Mehr lesen/ });
    expect(readMore).toHaveLength(1);
    expect(readMore[0]!.getAttribute('aria-label')).toBe(
      t('blog.readMoreLabel', { title: truncatedPostFixture.title }),
    );
    expect(readMore[0]!.textContent).toContain(de['blog.readMore']);
  });

  it('shows the tags of each post', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'kubernetes' }).getAttribute('href')).toBe('/blogs/tags/kubernetes');
  });

  it('links to the newer and older list pages', () => {
    renderList();
    const nav = screen.getByRole('navigation', { name: de['blogList.label'] });
    expect(
      within(nav)
        .getByRole('link', { name: `« ${de['blogList.newer']}` })
        .getAttribute('href'),
    ).toBe('/blogs');
    expect(within(nav).getByText(t('blogList.pageOf', { page: 2, totalPages: 25 }))).toBeTruthy();
  });

  it('shows the recent posts', () => {
    renderList();
    const sidebar = screen.getByRole('navigation', { name: de['blog.sidebarLabel'] });
    expect(within(sidebar).getByText(de['blog.sidebarTitle'])).toBeTruthy();
    expect(within(sidebar).getAllByRole('link')).toHaveLength(3);
  });
});
