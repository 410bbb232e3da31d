import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { DocBreadcrumbs } from './DocBreadcrumbs';

describe('DocBreadcrumbs', () => {
  it('starts at the home page and marks the doc as the current page', () => {
    render(<DocBreadcrumbs homePath="/" trail={['Für Fortgeschrittene', 'Checkpoint']} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: de['docs.breadcrumbs'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: de['docs.homePage'] }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Checkpoint').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Für Fortgeschrittene').getAttribute('aria-current')).toBeNull();
  });

  it('renders nothing for a doc outside the sidebar', () => {
    const { container } = render(<DocBreadcrumbs homePath="/" trail={[]} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });
});
