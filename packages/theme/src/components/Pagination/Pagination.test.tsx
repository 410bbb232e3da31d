import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('links to the newer and the older posts page', () => {
    render(<Pagination newerUrl="/blogs" olderUrl="/blogs/page/3" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: `« ${de['blogList.newer']}` })).toHaveProperty('pathname', '/blogs');
    expect(screen.getByRole('link', { name: `${de['blogList.older']} »` })).toHaveProperty('pathname', '/blogs/page/3');
  });

  it('shows only the older link on the first page', () => {
    render(<Pagination olderUrl="/blogs/page/2" />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: de['blogList.label'] })).toBeTruthy();
  });

  it('tells which page of how many is shown', () => {
    render(<Pagination newerUrl="/blogs" olderUrl="/blogs/page/3" page={2} totalPages={25} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(t('blogList.pageOf', { page: 2, totalPages: 25 }))).toBeTruthy();
  });

  it('renders nothing for a list on a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });
});
