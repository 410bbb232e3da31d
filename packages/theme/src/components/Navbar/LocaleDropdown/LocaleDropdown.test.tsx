import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../../fixtures/locales';
import type { NavbarItem } from '../../../types';
import { PageTwinsContext, type PageTwins } from '../../../i18n/I18nContext';
import { LocaleDropdown } from './index';

const item: Extract<NavbarItem, { type: 'localeDropdown' }> = {
  type: 'localeDropdown',
  position: 'right',
  locales: siteLocales,
  currentLocale: 'de',
  itemsBefore: [],
  itemsAfter: [{ label: 'Help us translate', href: 'https://crowdin.com/project/example' }],
};

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      go
    </button>
  );
}

// The German app: its router's base is the German locale's; `twins`, what the page renderer gives of the page shown.
function renderDropdown(path: string, twins?: PageTwins) {
  return render(
    <MemoryRouter basename="/docs-site/de" initialEntries={[`/docs-site/de${path}`]}>
      <PageTwinsContext.Provider value={twins}>
        <ul>
          <LocaleDropdown item={item} />
        </ul>
        <GoTo path="/blog/welcome" />
      </PageTwinsContext.Provider>
    </MemoryRouter>,
  );
}

const linkOf = (name: string | RegExp) => screen.getByRole('link', { name, hidden: true });

describe('LocaleDropdown', () => {
  it("is named by the current locale and links each locale's same page as a plain link, the current one marked", async () => {
    renderDropdown('/docs/intro');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(['English', 'Deutsch', 'العربية'].map((name) => linkOf(name).getAttribute('href'))).toEqual([
      '/docs-site/docs/intro',
      '/docs-site/de/docs/intro',
      '/docs-site/ar/docs/intro',
    ]);
    expect(linkOf('العربية').getAttribute('hreflang')).toBe('ar');
    expect(linkOf('العربية').getAttribute('lang')).toBe('ar');
    expect(linkOf('English').getAttribute('hreflang')).toBe('en-US');
    expect(linkOf('Deutsch').getAttribute('aria-current')).toBe('page');
    expect(linkOf('English').getAttribute('aria-current')).toBeNull();
    expect(linkOf(/^Help us translate/).getAttribute('href')).toBe('https://crowdin.com/project/example');
  });

  it('follows navigation inside the app: the links lead to the new page', async () => {
    renderDropdown('/docs/intro');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(linkOf('English').getAttribute('href')).toBe('/docs-site/blog/welcome');
    expect(linkOf('العربية').getAttribute('href')).toBe('/docs-site/ar/blog/welcome');
  });

  it("links the page's twins in the other locales, and the same path again once the reader has left the page", async () => {
    renderDropdown('/docs/anleitung/', { path: '/docs/anleitung', twins: { en: '/docs/guide', ar: null } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(linkOf('English').getAttribute('href')).toBe('/docs-site/docs/guide');
    expect(linkOf('العربية').getAttribute('href')).toBe('/docs-site/ar/');
    // The twins given are those of the page left until the next page's data is shown.
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(linkOf('English').getAttribute('href')).toBe('/docs-site/blog/welcome');
  });
});
