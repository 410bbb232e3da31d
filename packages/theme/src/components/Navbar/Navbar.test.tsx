import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { siteLocales } from '../../fixtures/locales';
import { siteFixture } from '../../fixtures/site';
import { de } from '../../i18n/de';
import { scrollWindowTo } from '../../test-support/browser-fakes';
import type { NavbarItem } from '../../types';
import { Navbar, type NavbarProps } from './Navbar';

const items: NavbarItem[] = [
  { type: 'link', label: 'Blog', href: '/blogs', position: 'left' },
  ...siteFixture.navbar.items,
  {
    type: 'dropdown',
    label: 'Projekte',
    position: 'right',
    items: [{ label: 'Podman Desktop', href: 'https://podman-desktop.io/' }],
  },
];

function renderNavbar(props: Partial<NavbarProps> = {}, path = '/docs/installation') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar title="Podman" items={items} colorMode={siteFixture.colorMode} {...props} />
    </MemoryRouter>,
  );
}

const navigation = () => screen.getByRole('navigation', { name: de['navbar.label'] });

describe('Navbar', () => {
  it('shows a locale dropdown item as the current locale, wherever the theme runs unbundled', () => {
    const locales: NavbarItem = {
      type: 'localeDropdown',
      position: 'right',
      locales: siteLocales,
      currentLocale: 'ar',
      itemsBefore: [],
      itemsAfter: [],
    };
    renderNavbar({ items: [locales] });
    expect(within(navigation()).getByRole('button', { name: 'العربية' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("shows a label-less item as an icon link named by its aria-label, with the site's class and no external hint", () => {
    const github: NavbarItem = {
      type: 'link',
      href: 'https://github.com/containers/podman',
      position: 'right',
      className: 'header-github-link',
      ariaLabel: 'GitHub-Repository',
    };
    renderNavbar({ items: [github] });
    const link = screen.getByRole('link', { name: 'GitHub-Repository' });
    expect(link.textContent).toBe('');
    expect(link.classList.contains('header-github-link')).toBe(true);
    expect(link.getAttribute('href')).toBe('https://github.com/containers/podman');
  });

  it("shows an html item's HTML as written, in a list item with the site's class", () => {
    const badge: NavbarItem = {
      type: 'html',
      html: '<a class="badge" href="/neu">Neu <b>2.0</b></a>',
      position: 'right',
      className: 'nav-badge',
    };
    renderNavbar({ items: [badge] });
    const link = within(navigation()).getByRole('link', { name: 'Neu 2.0' });
    expect(link.className).toBe('badge');
    expect(link.closest('li')!.className).toBe('nav-badge');
  });

  it("marks a navbar of style dark for the theme's dark colours", () => {
    renderNavbar({ style: 'dark' });
    expect(navigation().getAttribute('data-navbar-style')).toBe('dark');
  });

  it('shows the left items, then the right ones, and marks the active one', () => {
    renderNavbar();
    const lists = within(navigation()).getAllByRole('list');
    const labels = lists.flatMap((list) =>
      within(list)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    );
    expect(labels).toEqual(['Blog', 'Funktionen', 'Dokumentation', `GitHub ${de['link.external']}`]);
    expect(screen.getByRole('link', { name: 'Dokumentation' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Funktionen' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Projekte' })).toBeTruthy();
  });

  it('opens external items in a new tab with the external-link hint', () => {
    renderNavbar();
    const github = screen.getByRole('link', { name: `GitHub ${de['link.external']}` });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links the brand home and holds the colour toggle and the search slot', () => {
    renderNavbar({ searchSlot: <input aria-label="Suche" /> });
    expect(screen.getByRole('link', { name: 'Podman' }).getAttribute('href')).toBe('/');
    expect(within(navigation()).getByRole('button', { name: de['colorMode.toggle.light'] })).toBeTruthy();
    expect(within(navigation()).getByRole('textbox', { name: 'Suche' })).toBeTruthy();
  });
});

describe('Navbar hide on scroll', () => {
  afterEach(() => scrollWindowTo(0));
  const isHidden = () => navigation().className.includes('isHidden');

  it('hides while scrolling down and shows again on scrolling up', () => {
    renderNavbar({ hideOnScroll: true });
    act(() => scrollWindowTo(400));
    expect(isHidden()).toBe(true);
    act(() => scrollWindowTo(300));
    expect(isHidden()).toBe(false);
    act(() => scrollWindowTo(600));
    expect(isHidden()).toBe(true);
    act(() => scrollWindowTo(10));
    expect(isHidden()).toBe(false);
  });

  it('shows again when keyboard focus moves into it', () => {
    renderNavbar({ hideOnScroll: true });
    act(() => scrollWindowTo(400));
    fireEvent.focus(screen.getByRole('link', { name: 'Funktionen' }));
    expect(isHidden()).toBe(false);
  });

  it('stays in place when hiding on scroll is off', () => {
    renderNavbar({ hideOnScroll: false });
    act(() => scrollWindowTo(400));
    expect(isHidden()).toBe(false);
  });
});
