import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blogAuthorsFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { BlogAuthorsLayout } from './BlogAuthorsLayout';

describe('BlogAuthorsLayout', () => {
  it('lists the authors in order, each name linking to their page or else their site, with their number of posts', () => {
    render(<BlogAuthorsLayout {...blogAuthorsFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: de['blogAuthors.title'] })).toBeTruthy();
    const [anna, ben] = screen.getAllByRole('heading', { level: 2 });
    expect(within(anna!).getByRole('link').getAttribute('href')).toBe('/blogs/authors/anna');
    expect(anna!.textContent).toContain(t('blogTag.posts', { count: 2 }));
    expect(within(ben!).getByRole('link').getAttribute('href')).toBe('https://example.org/ben');
  });

  it('links to the profiles of an author, each named for screen readers', () => {
    render(<BlogAuthorsLayout {...blogAuthorsFixture} />, { wrapper: MemoryRouter });
    const github = screen.getByRole('link', {
      name: t('blogAuthor.social', { author: 'Anna Beispiel', platform: 'GitHub' }),
    });
    expect(github.getAttribute('href')).toBe('https://github.com/anna-beispiel');
    const other = screen.getByRole('link', {
      name: t('blogAuthor.social', { author: 'Anna Beispiel', platform: 'newsletter' }),
    });
    expect(other.getAttribute('href')).toBe('https://example.org/newsletter');
  });
});
