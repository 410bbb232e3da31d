import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { archiveFixture } from '../../fixtures/blog';
import { de } from '../../i18n/de';
import { BlogArchiveLayout } from './BlogArchiveLayout';

describe('BlogArchiveLayout', () => {
  it('lists the posts under their year as "date - title"', () => {
    render(<BlogArchiveLayout years={archiveFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: de['blogArchive.title'] })).toBeTruthy();
    const year2022 = screen.getByRole('region', { name: /^2022/ });
    expect(
      within(year2022)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '7. Dezember 2022 - Podman 4.3 unterstützt jetzt podman kube',
      '11. November 2022 - Rootless Container in der Praxis',
    ]);
    expect(screen.getByRole('link', { name: '10. September 2018 - Willkommen bei Podman' }).getAttribute('href')).toBe(
      '/blogs/2018/09/10/welcome',
    );
  });

  it('counts the posts of each year', () => {
    render(<BlogArchiveLayout years={archiveFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2, name: '2022 2 Posts' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2018 Ein Post' })).toBeTruthy();
  });
});
