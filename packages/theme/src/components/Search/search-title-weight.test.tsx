import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostHeader } from '../PostHeader';
import { pageTitleSearchAttributes } from './search-sections';

describe('pageTitleSearchAttributes', () => {
  it('weighs the page title with the highest weight Pagefind takes', () => {
    expect(pageTitleSearchAttributes()).toEqual({ 'data-pagefind-weight': '10' });
  });

  it('is on a post page’s title, not on the titles of posts in a list', () => {
    const header = (headingLevel: 1 | 2) => (
      <PostHeader title={`Titel ${headingLevel}`} date="2021-01-11" authors={[]} headingLevel={headingLevel} />
    );
    render(
      <MemoryRouter>
        {header(1)}
        {header(2)}
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('data-pagefind-weight')).toBe('10');
    expect(screen.getByRole('heading', { level: 2 }).hasAttribute('data-pagefind-weight')).toBe(false);
  });
});
