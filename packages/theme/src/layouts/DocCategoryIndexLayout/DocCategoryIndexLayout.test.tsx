import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { docCategoryIndexFixture, unreleasedVersionFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { DocCategoryIndexLayout } from './DocCategoryIndexLayout';

function renderIndex(props = docCategoryIndexFixture) {
  return render(<DocCategoryIndexLayout {...props} />, {
    wrapper: ({ children }) => <MemoryRouter initialEntries={[docCategoryIndexFixture.path]}>{children}</MemoryRouter>,
  });
}

describe('DocCategoryIndexLayout', () => {
  it('shows the category title and description and a card per item, a category card counting its items', () => {
    renderIndex();
    expect(screen.getByRole('heading', { level: 1, name: 'Anleitungen' })).toBeTruthy();
    expect(screen.getByText('Alles Schritt für Schritt.')).toBeTruthy();
    const installation = screen.getByRole('link', { name: /Podman auf Linux/ });
    expect(installation.getAttribute('href')).toBe('/docs/installation');
    const advanced = screen.getByRole('link', { name: new RegExp(t('docs.categoryItems.other', { count: 2 })) });
    expect(advanced.getAttribute('href')).toBe('/docs/checkpoint');
    expect(screen.getByRole('link', { name: `Podman Desktop ${de['link.external']}` }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('shows the docs sidebar and the previous and next pages', () => {
    renderIndex();
    expect(screen.getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: de['docs.paginationLabel'] });
    expect(
      within(pager)
        .getByRole('link', { name: new RegExp('Erste Schritte') })
        .getAttribute('href'),
    ).toBe('/docs');
    expect(
      within(pager)
        .getByRole('link', { name: /Installation/ })
        .getAttribute('href'),
    ).toBe('/docs/installation');
  });

  it("shows the version's badge under the breadcrumbs when the version asks for it, as on its docs", () => {
    renderIndex({ ...docCategoryIndexFixture, version: { ...unreleasedVersionFixture, badge: true } });
    expect(screen.getByText(t('docs.versionBadge', { version: 'Next' }))).toBeTruthy();
  });
});
