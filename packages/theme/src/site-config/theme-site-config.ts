import type { Messages } from '../i18n/de.js';
import type { ThemeComponentName } from '../overrides/component-names.js';

export type NavbarPosition = 'left' | 'right';

/** A link of the navbar, the footer or a dropdown: `to` is a path of the site, `href` any URL. */
export type NavbarLinkConfig = { label: string; to: string } | { label: string; href: string };

/**
 * An item of the navbar. `doc` leads to a doc of a docs instance (`docsId`, `default` unless given), `docSidebar`
 * to the first doc of one of its sidebars; `docsVersionDropdown` lists the docs' versions, `docsVersion` leads to
 * the main doc of the last version (labelled with the version's label unless `label` is given).
 */
export type NavbarItemConfig =
  | (NavbarLinkConfig & { type?: 'link'; position?: NavbarPosition })
  | { type: 'doc'; label: string; docId: string; docsId?: string; position?: NavbarPosition }
  | { type: 'docSidebar'; label: string; sidebarId: string; docsId?: string; position?: NavbarPosition }
  | { type: 'dropdown'; label: string; items: NavbarLinkConfig[]; position?: NavbarPosition }
  | { type: 'docsVersionDropdown'; docsId?: string; position?: NavbarPosition }
  | { type: 'docsVersion'; label?: string; docsId?: string; position?: NavbarPosition };

export interface NavbarConfig {
  /** The site's title unless given. */
  title?: string;
  /** Files of the static folder, or URLs. */
  logo?: { alt: string; src: string; srcDark?: string };
  items: NavbarItemConfig[];
  hideOnScroll?: boolean;
}

export interface FooterConfig {
  links: { title: string; items: NavbarLinkConfig[] }[];
  /** HTML, shown under the link groups. */
  copyright?: string;
}

export interface ColorModeConfig {
  defaultMode?: 'light' | 'dark';
  disableSwitch?: boolean;
  respectPrefersColorScheme?: boolean;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to visitors who dismissed it. */
  id: string;
  /** HTML content. */
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable?: boolean;
}

/** `theme: { components, messages }` in site.config.ts. */
export interface ThemeConfig {
  /**
   * Modules that replace theme components, by component name, relative to the site folder
   * (`{ Footer: './src/Footer.tsx' }`). Each default-exports a React component that gets the props of the one it
   * replaces; it may wrap the theme's own, imported from `@kran/theme/components/<Name>`.
   */
  components?: Partial<Record<ThemeComponentName, string>>;
  /** Single texts of the locale's message table the site words its own way (`{ 'notFound.title': '…' }`). */
  messages?: Partial<Messages>;
}

/** The keys of site.config.ts the theme reads; content-core reads the others. */
export interface ThemeSiteConfig {
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  colorMode?: ColorModeConfig;
  announcementBar?: AnnouncementBarConfig;
  theme?: ThemeConfig;
}
