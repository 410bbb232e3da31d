import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

describe('Pager', () => {
  it('links to the previous and next page with their sublabels', () => {
    render(
      <Pager
        label="Dokumentation Seiten"
        previous={{ title: 'Erste Schritte', permalink: '/docs', sublabel: 'Zurück' }}
        next={{ title: 'Checkpoint', permalink: '/docs/checkpoint', sublabel: 'Weiter' }}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('navigation', { name: 'Dokumentation Seiten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück Erste Schritte' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Weiter Checkpoint' }).getAttribute('rel')).toBe('next');
  });

  it('shows only the next link on the first page', () => {
    render(<Pager label="Seiten" next={{ title: 'Checkpoint', permalink: '/docs/checkpoint', sublabel: 'Weiter' }} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders nothing without either link', () => {
    const { container } = render(<Pager label="Seiten" />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });
});
