import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docSidebarFixture } from '../../../fixtures/docs';
import { siteLocales } from '../../../fixtures/locales';
import { siteFixture } from '../../../fixtures/site';
import { MOBILE_MEDIA_QUERY } from '../../../hooks/match-media';
import { de } from '../../../i18n/de';
import { installFakeMatchMedia, type FakeMatchMedia } from '../../../test-support/browser-fakes';
import type { NavbarItem } from '../../../types';
import { Navbar, type NavbarProps } from '../Navbar';

// The drawer's behaviour depends on the navbar's menu button, so these tests drive it through the Navbar.
const items: NavbarItem[] = [
  ...siteFixture.navbar.items,
  {
    type: 'dropdown',
    label: 'Projekte',
    position: 'right',
    items: [{ label: 'Podman Desktop', href: 'https://podman-desktop.io/' }],
  },
];

function renderNavbar(props: Partial<NavbarProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/docs/installation']}>
      <Navbar title="Podman" items={items} colorMode={siteFixture.colorMode} {...props} />
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByRole('button', { name: de['navbar.toggle'] });
const drawer = () => screen.queryByRole('dialog', { name: de['navbar.drawer'] });

describe('MobileMenu', () => {
  let media: FakeMatchMedia;
  beforeEach(() => {
    media = installFakeMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
  });
  afterEach(() => {
    media.uninstall();
    document.body.style.overflow = '';
  });

  it("lists the locale dropdown's locales under the languages label, each a plain link to the page in it", async () => {
    const locales: NavbarItem = {
      type: 'localeDropdown',
      position: 'right',
      locales: siteLocales.map((locale) => ({ ...locale, baseUrl: locale.baseUrl.replace('/docs-site', '') })),
      currentLocale: 'en',
      itemsBefore: [],
      itemsAfter: [],
    };
    renderNavbar({ items: [...items, locales] });
    await userEvent.setup().click(menuButton());
    const group = within(await screen.findByRole('list', { name: de['navbar.languages'] }));
    expect(group.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/docs/installation');
    expect(group.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens from the menu button, locks page scrolling and closes again, returning focus', async () => {
    const user = userEvent.setup();
    renderNavbar();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    // The drawer is a chunk of its own; the first opening waits for it.
    const openDrawer = await screen.findByRole('dialog', { name: de['navbar.drawer'] });
    expect(within(openDrawer).getByRole('link', { name: 'Funktionen' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    // Focus moves in an effect after the drawer renders: on a busy machine that is a moment later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: de['navbar.close'] })));
    await user.click(screen.getByRole('button', { name: de['navbar.close'] }));
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(drawer()).toBeNull();
  });

  it('keeps keyboard focus inside while open', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    await user.tab({ shift: true });
    expect(drawer()!.contains(document.activeElement)).toBe(true);
  });

  it('closes on back navigation', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when one of its links navigates', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    await user.click(within(drawer()!).getByRole('link', { name: 'Funktionen' }));
    expect(drawer()).toBeNull();
    expect(screen.getByRole('link', { name: 'Funktionen' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes when the window grows past the mobile breakpoint', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    act(() => media.set(MOBILE_MEDIA_QUERY, false));
    expect(drawer()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('lists dropdown entries under the dropdown label', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(menuButton());
    const group = within(drawer()!).getByRole('list', { name: 'Projekte' });
    expect(within(group).getByRole('link', { name: /Podman Desktop/ })).toBeTruthy();
  });

  it("shows an html item's HTML in the drawer as in the navbar", async () => {
    const badge: NavbarItem = { type: 'html', html: '<span class="beta">Beta</span>', position: 'right' };
    renderNavbar({ items: [...items, badge] });
    await userEvent.setup().click(menuButton());
    expect(within(drawer()!).getByText('Beta').className).toBe('beta');
  });

  it('shows the docs sidebar first on doc pages, with a way back to the main menu', async () => {
    const user = userEvent.setup();
    renderNavbar({ docsSidebar: docSidebarFixture });
    await user.click(menuButton());
    const sidebar = within(drawer()!).getByRole('navigation', { name: de['docs.sidebarLabel'] });
    expect(within(sidebar).getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBe('page');
    expect(within(drawer()!).queryByRole('link', { name: 'Funktionen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: de['navbar.backToMainMenu'] }));
    expect(within(drawer()!).getByRole('link', { name: 'Funktionen' })).toBeTruthy();
    expect(within(drawer()!).queryByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeNull();
  });
});
