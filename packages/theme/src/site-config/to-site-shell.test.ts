import { describe, expect, it } from 'vitest';
import { toSiteShell, type ShellSiteFacts } from './to-site-shell.js';
import type { NavbarItemConfig } from './theme-site-config.js';

const site: ShellSiteFacts = {
  title: 'Example',
  tagline: 'A tagline',
  baseUrl: '/sub/',
  docs: {
    default: {
      docPaths: { intro: '/docs/intro', impressum: '/docs/impressum' },
      sidebarPaths: { guide: '/docs/intro' },
      docSidebars: { intro: 'guide' },
      versions: [],
    },
  },
};

/** The shell's item for `{ type: 'doc', label: 'Intro', docId: 'intro' }`. */
const introItem = {
  type: 'link',
  label: 'Intro',
  href: '/docs/intro',
  position: 'left',
  activeBasePath: '/docs',
  activeSidebar: 'guide',
} as const;

describe('toSiteShell', () => {
  it("fills in Docusaurus's defaults for what the config leaves out", () => {
    expect(toSiteShell({}, site)).toEqual({
      title: 'Example',
      tagline: 'A tagline',
      baseUrl: '/sub/',
      navbar: { items: [], hideOnScroll: false },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    });
  });

  it("keeps the site's title as the site's, and a navbar title other than it as the brand's alone", () => {
    const shell = toSiteShell({ navbar: { title: 'Brand', items: [] } }, site);
    expect(shell.title).toBe('Example');
    expect(shell.navbar.title).toBe('Brand');
    expect(toSiteShell({ navbar: { title: 'Example', items: [] } }, site).navbar).toEqual({
      items: [],
      hideOnScroll: false,
    });
  });

  it("carries a link's activeBasePath, so the item is current below it, as Docusaurus's is", () => {
    const shell = toSiteShell(
      { navbar: { items: [{ label: 'Lernen', to: '/opplaering/intro', activeBasePath: '/opplaering' }] } },
      site,
    );
    expect(shell.navbar.items).toEqual([
      { type: 'link', label: 'Lernen', href: '/opplaering/intro', position: 'left', activeBasePath: '/opplaering' },
    ]);
  });

  it('makes an item without a type that lists items a dropdown, as Docusaurus does', () => {
    const untyped = { label: 'Documentation', items: [{ label: 'Intro', to: '/docs/intro' }] } as NavbarItemConfig;
    expect(toSiteShell({ navbar: { items: [untyped] } }, site).navbar.items).toEqual([
      {
        type: 'dropdown',
        label: 'Documentation',
        position: 'left',
        items: [{ label: 'Intro', href: '/docs/intro' }],
      },
    ]);
  });

  it('leaves out the title of a footer link group whose config gives none or null', () => {
    const links = [{ title: null, items: [{ label: 'Impressum', to: '/impressum' }] }];
    expect(toSiteShell({ footer: { links } }, site).footer?.links).toEqual([
      { items: [{ label: 'Impressum', href: '/impressum' }] },
    ]);
  });

  it('resolves doc items to their paths, and links, dropdowns and the logo under the base URL', () => {
    const shell = toSiteShell(
      {
        navbar: {
          title: 'Own title',
          logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'https://cdn.example.org/dark.svg' },
          items: [
            { type: 'doc', label: 'Intro', docId: 'intro' },
            { type: 'doc', label: 'Impressum', docId: 'impressum' },
            { type: 'docSidebar', label: 'Guide', sidebarId: 'guide', position: 'right' },
            { label: 'Blog', to: '/blog' },
            { type: 'dropdown', label: 'More', items: [{ label: 'GitHub', href: 'https://github.com' }] },
          ],
        },
        footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: '©' },
        colorMode: { defaultMode: 'dark' },
        announcementBar: { id: 'new', content: 'New!' },
      },
      site,
    );
    expect(shell.navbar.title).toBe('Own title');
    expect(shell.logo).toEqual({ alt: 'Logo', src: '/sub/img/logo.svg', srcDark: 'https://cdn.example.org/dark.svg' });
    expect(shell.navbar.items).toEqual([
      introItem,
      { type: 'link', label: 'Impressum', href: '/docs/impressum', position: 'left' },
      {
        type: 'link',
        label: 'Guide',
        href: '/docs/intro',
        position: 'right',
        activeBasePath: '/docs',
        activeSidebar: 'guide',
      },
      { type: 'link', label: 'Blog', href: '/blog', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'GitHub', href: 'https://github.com' }] },
    ]);
    expect(shell.footer).toEqual({
      links: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro' }] }],
      copyright: '©',
    });
    expect(shell.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
    expect(shell.announcementBar).toEqual({ id: 'new', content: 'New!', isCloseable: true });
  });

  it("keeps a logo path already written with the base URL, as Docusaurus's useBaseUrl does", () => {
    const shell = toSiteShell({ navbar: { logo: { alt: 'Logo', src: '/sub/img/logo.svg' }, items: [] } }, site);
    expect(shell.logo).toEqual({ alt: 'Logo', src: '/sub/img/logo.svg' });
  });

  it("carries Docusaurus's navbar and footer styles, link classes, aria-labels, icon links and html items", () => {
    const shell = toSiteShell(
      {
        navbar: {
          style: 'dark',
          items: [
            {
              href: 'https://github.com/x',
              className: 'header-github-link',
              'aria-label': 'GitHub',
              position: 'right',
            },
            { type: 'doc', label: 'Intro', docId: 'intro', className: 'intro-link' },
            {
              type: 'dropdown',
              label: 'More',
              dropdownActiveClassDisabled: true,
              items: [{ label: 'Chat', href: 'https://chat.example.org', 'aria-label': 'Chat room' }],
            },
            { type: 'html', value: '<b>Beta</b>', position: 'right', className: 'beta' },
          ],
        },
        footer: { style: 'light', links: [{ title: 'More', items: [{ html: '<b>Badge</b>' }] }] },
      },
      site,
    );
    expect(shell.navbar).toEqual({
      style: 'dark',
      hideOnScroll: false,
      items: [
        {
          type: 'link',
          href: 'https://github.com/x',
          position: 'right',
          className: 'header-github-link',
          ariaLabel: 'GitHub',
        },
        { ...introItem, className: 'intro-link' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          showsActiveItem: false,
          items: [{ label: 'Chat', href: 'https://chat.example.org', ariaLabel: 'Chat room' }],
        },
        { type: 'html', html: '<b>Beta</b>', position: 'right', className: 'beta' },
      ],
    });
    expect(shell.footer).toEqual({ style: 'light', links: [{ title: 'More', items: [{ html: '<b>Badge</b>' }] }] });
  });

  it('gives a footer with only a copyright an empty list of link groups', () => {
    expect(toSiteShell({ footer: { copyright: '© Example' } }, site).footer).toEqual({
      links: [],
      copyright: '© Example',
    });
  });

  it("carries the site's titleDelimiter for the pages' titles", () => {
    expect(toSiteShell({}, { ...site, titleDelimiter: '·' }).titleDelimiter).toBe('·');
  });

  it("gives a locale dropdown the site's locales, the current one's code and its links before and after", () => {
    const locales = [
      {
        code: 'en',
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
        baseUrl: '/sub/',
        url: '',
      },
      {
        code: 'ar',
        path: 'ar',
        label: 'العربية',
        direction: 'rtl',
        htmlLang: 'ar',
        calendar: 'gregory',
        baseUrl: '/sub/ar/',
        url: '',
      },
    ] as const;
    const shell = toSiteShell(
      {
        navbar: {
          items: [
            {
              type: 'localeDropdown',
              position: 'right',
              queryString: 'persistLocale',
              dropdownItemsAfter: [{ label: 'Translate', href: 'https://crowdin.com', className: 'translate' }],
            },
          ],
        },
      },
      { ...site, i18n: { currentLocale: 'ar', defaultLocale: 'en', locales: [...locales] } },
    );
    expect(shell.navbar.items).toEqual([
      {
        type: 'localeDropdown',
        position: 'right',
        locales,
        currentLocale: 'ar',
        itemsBefore: [],
        itemsAfter: [{ label: 'Translate', href: 'https://crowdin.com', className: 'translate' }],
        queryString: 'persistLocale',
      },
    ]);
  });
});
