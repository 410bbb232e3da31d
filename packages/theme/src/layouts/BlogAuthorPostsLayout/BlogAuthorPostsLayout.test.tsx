import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogAuthorPostsFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { withHtmlContent } from '../../test-support/html-content';
import { BlogAuthorPostsLayout } from './BlogAuthorPostsLayout';

const props = withHtmlContent(blogAuthorPostsFixture);

describe('BlogAuthorPostsLayout', () => {
  it('shows the author with description and a link to all authors above their posts', () => {
    render(<BlogAuthorPostsLayout {...props} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anna Beispiel');
    expect(screen.getByText('Schreibt über Container ohne Root-Rechte.')).toBeTruthy();
    expect(screen.getByRole('link', { name: de['blogAuthor.allAuthors'] }).getAttribute('href')).toBe('/blogs/authors');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      blogAuthorPostsFixture.posts.map((post) => post.title),
    );
  });

  it('says so when the author has no posts', () => {
    render(<BlogAuthorPostsLayout {...props} posts={[]} />, { wrapper: MemoryRouter });
    expect(screen.getByText(de['blogAuthor.noPosts'])).toBeTruthy();
  });
});
