import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../fixtures/site';
import { de } from '../../i18n/de';
import { Navbar } from './Navbar';

describe('Navbar', () => {
  it('shows the items in order and marks the active one', () => {
    render(
      <MemoryRouter initialEntries={['/docs/installation']}>
        <Navbar title="Podman" items={siteFixture.navbar.items} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: de['navbar.label'] });
    const labels = Array.from(nav.querySelectorAll('ul a')).map((link) => link.textContent);
    expect(labels).toEqual(['Funktionen', 'Dokumentation', `GitHub ${de['link.external']}`]);
    expect(screen.getByRole('link', { name: 'Dokumentation' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Funktionen' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens external items in a new tab', () => {
    render(<Navbar title="Podman" items={siteFixture.navbar.items} />, { wrapper: MemoryRouter });
    const github = screen.getByRole('link', { name: /GitHub/ });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
