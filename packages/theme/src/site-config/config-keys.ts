import { configPartKeysOf, type ConfigPartKeyTree } from '@kran/contract';
import type { ThemeSiteConfig } from './theme-site-config.js';

const LINK = { label: true, to: true, href: true, className: true, 'aria-label': true } as const;

/**
 * The keys of the theme's part of the site config at every level, held to ThemeSiteConfig by the compiler: the type
 * that site.config.ts is written against is the one schema, the check accepts the keys it names.
 */
const THEME_CONFIG_KEY_TREE: ConfigPartKeyTree<ThemeSiteConfig> = {
  navbar: {
    title: true,
    logo: { alt: true, src: true, srcDark: true },
    items: {
      type: true,
      label: true,
      to: true,
      href: true,
      docId: true,
      docsId: true,
      sidebarId: true,
      items: LINK,
      position: true,
      className: true,
      'aria-label': true,
      dropdownActiveClassDisabled: true,
      activeBasePath: true,
      dropdownItemsBefore: LINK,
      dropdownItemsAfter: LINK,
      queryString: true,
      value: true,
    },
    hideOnScroll: true,
    style: true,
  },
  footer: { links: { title: true, items: { ...LINK, html: true } }, copyright: true, style: true },
  colorMode: { defaultMode: true, disableSwitch: true, respectPrefersColorScheme: true },
  announcementBar: { id: true, content: true, backgroundColor: true, textColor: true, isCloseable: true },
  // The names of components and messages are checked against the theme's own lists.
  theme: { components: true, messages: true },
};

/** The keys of the theme's part of the site config, at every level. */
export const THEME_CONFIG_KEYS = configPartKeysOf(THEME_CONFIG_KEY_TREE);
