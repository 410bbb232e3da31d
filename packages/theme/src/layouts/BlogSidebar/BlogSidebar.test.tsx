import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogSidebarFixture, yearGroupedBlogSidebarFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { BlogSidebar } from './BlogSidebar';

describe('BlogSidebar', () => {
  it('lists the recent posts under the default title', () => {
    render(<BlogSidebar {...blogSidebarFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: de['blog.sidebarLabel'] })).toBeTruthy();
    expect(screen.getByText(de['blog.sidebarTitle'])).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      blogSidebarFixture.items.map((item) => item.permalink),
    );
  });

  it('uses the title the blog configures', () => {
    render(<BlogSidebar title="Alle Releases" items={blogSidebarFixture.items} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Alle Releases')).toBeTruthy();
  });

  it('marks the post being read', () => {
    render(
      <MemoryRouter initialEntries={['/blogs/2022/11/11/rootless']}>
        <BlogSidebar {...blogSidebarFixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Rootless Container in der Praxis' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists the posts under their year when the blog groups them by year', () => {
    render(<BlogSidebar {...yearGroupedBlogSidebarFixture} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('group').map((group) => group.querySelector('p')?.textContent)).toEqual([
      '2022',
      '2021',
    ]);
    expect(screen.getByRole('group', { name: '2021' }).querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '2022' }).querySelectorAll('a')).toHaveLength(3);
  });

  it('shows no year headings when the blog does not group by year', () => {
    render(<BlogSidebar {...blogSidebarFixture} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('renders nothing without posts', () => {
    const { container } = render(<BlogSidebar items={[]} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });
});
