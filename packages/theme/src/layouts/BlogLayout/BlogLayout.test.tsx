import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogSidebarFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { BlogLayout } from './BlogLayout';

describe('BlogLayout', () => {
  it('shows the recent posts beside the content', () => {
    const { container } = render(<BlogLayout sidebar={blogSidebarFixture}>Inhalt</BlogLayout>, {
      wrapper: MemoryRouter,
    });
    const sidebar = screen.getByRole('navigation', { name: de['blog.sidebarLabel'] });
    expect(container.firstElementChild!.firstElementChild!.contains(sidebar)).toBe(true);
    expect(container.firstElementChild!.lastElementChild!.textContent).toBe('Inhalt');
  });

  it('adds a column for the table of contents when given one', () => {
    const { container } = render(
      <BlogLayout sidebar={blogSidebarFixture} toc={<nav aria-label="Auf dieser Seite" />}>
        Inhalt
      </BlogLayout>,
      { wrapper: MemoryRouter },
    );
    expect(container.firstElementChild!.className).toMatch(/withToc/);
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeTruthy();
  });
});
