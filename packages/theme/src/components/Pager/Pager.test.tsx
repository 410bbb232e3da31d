import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { Pager, pagerLinks } from './Pager';
import { t } from '../../test-support/t';

const label = de['docs.paginationLabel'];
const previous = { title: 'Erste Schritte', permalink: '/docs', sublabel: de['docs.previous'] };
const next = { title: 'Checkpoint', permalink: '/docs/checkpoint', sublabel: de['docs.next'] };

describe('Pager', () => {
  it('links to the previous and next page with their sublabels', () => {
    render(<Pager label={label} previous={previous} next={next} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: label })).toBeTruthy();
    expect(screen.getByRole('link', { name: `${de['docs.previous']} Erste Schritte` }).getAttribute('rel')).toBe(
      'prev',
    );
    expect(screen.getByRole('link', { name: `${de['docs.next']} Checkpoint` }).getAttribute('rel')).toBe('next');
  });

  it('shows only the next link on the first page', () => {
    render(<Pager label={label} next={next} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders nothing without either link', () => {
    const { container } = render(<Pager label={label} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });

  it('takes the sublabels of pagerLinks from the translation table', () => {
    const links = pagerLinks(
      { previous: { title: 'A', permalink: '/a' } },
      { previous: 'docs.previous', next: 'docs.next' },
      t,
    );
    expect(links).toEqual({ previous: { title: 'A', permalink: '/a', sublabel: de['docs.previous'] } });
  });
});
