import type { Messages } from '../i18n/de.js';
import type { ThemeComponentName } from '../overrides/component-names.js';

export type NavbarPosition = 'left' | 'right';

/**
 * What any item of the navbar, the footer or a dropdown may carry besides its label and target, as in Docusaurus:
 * `className` is added to its link (for the site's CSS), `aria-label` names it for screen readers.
 */
export interface LinkAttributesConfig {
  className?: string;
  'aria-label'?: string;
}

/**
 * A link of the navbar, the footer or a dropdown: `to` is a path of the site, `href` any URL. A `pathname:///x`
 * URL leads to `/x` below the base URL with a full page load, unchecked, for files the site does not build.
 */
export type NavbarLinkConfig = ({ label: string; to: string } | { label: string; href: string }) & LinkAttributesConfig;

/**
 * A navbar link without a label, only an `aria-label`: it shows what the site's CSS gives its `className`, as
 * Docusaurus's `{ href, className: 'header-github-link', 'aria-label': 'GitHub repository' }` shows an icon.
 */
export type NavbarIconLinkConfig = ({ to: string } | { href: string }) & {
  label?: undefined;
  'aria-label': string;
  className?: string;
};

/** An item of a footer link group: a link, or HTML shown as written (`{ html: '<a href="…"><img …></a>' }`). */
export type FooterItemConfig = NavbarLinkConfig | { html: string };

/** Docusaurus's option to leave a dropdown unmarked when one of its links is the current page. */
interface DropdownActiveClassConfig {
  dropdownActiveClassDisabled?: boolean;
}

/**
 * An item of the navbar. `doc` leads to a doc of a docs instance (`docsId`, `default` unless given), `docSidebar`
 * to the first doc of one of its sidebars; `docsVersionDropdown` lists the docs' versions, `docsVersion` leads to
 * the main doc of the last version (labelled with the version's label unless `label` is given); `localeDropdown`
 * lists the site's locales; `html` shows its `value` as written (a badge, a button), as Docusaurus's html item.
 */
export type NavbarItemConfig =
  | ((NavbarLinkConfig | NavbarIconLinkConfig) & {
      type?: 'link';
      position?: NavbarPosition;
      /** The item is current on every page below this path, as Docusaurus's `activeBasePath`: `/docs`. */
      activeBasePath?: string;
    })
  | ({ type: 'doc'; label: string; docId: string; docsId?: string; position?: NavbarPosition } & LinkAttributesConfig)
  | ({
      type: 'docSidebar';
      label: string;
      sidebarId: string;
      docsId?: string;
      position?: NavbarPosition;
    } & LinkAttributesConfig)
  | ({
      type: 'dropdown';
      label: string;
      items: NavbarLinkConfig[];
      position?: NavbarPosition;
    } & DropdownActiveClassConfig &
      Pick<LinkAttributesConfig, 'className'>)
  | ({ type: 'docsVersionDropdown'; docsId?: string; position?: NavbarPosition } & DropdownActiveClassConfig)
  | ({ type: 'docsVersion'; label?: string; docsId?: string; position?: NavbarPosition } & LinkAttributesConfig)
  | ({ type: 'html'; value: string; position?: NavbarPosition } & Pick<LinkAttributesConfig, 'className'>)
  | LocaleDropdownConfig;

/**
 * Docusaurus's `localeDropdown`: labelled with the current locale, it lists every locale of the site, each leading
 * to the same page in it; `dropdownItemsBefore` and `dropdownItemsAfter` are links shown around them, `queryString`
 * adds `?<queryString>=<locale>` to each locale's link.
 */
export interface LocaleDropdownConfig extends Pick<LinkAttributesConfig, 'className'> {
  type: 'localeDropdown';
  position?: NavbarPosition;
  dropdownItemsBefore?: NavbarLinkConfig[];
  dropdownItemsAfter?: NavbarLinkConfig[];
  queryString?: string;
}

export interface NavbarConfig {
  /** The site's title unless given. */
  title?: string;
  /** Files of the static folder, or URLs. */
  logo?: { alt: string; src: string; srcDark?: string };
  items: NavbarItemConfig[];
  hideOnScroll?: boolean;
  /** `dark` shows the navbar in the dark colours in both colour modes, as Docusaurus's `navbar.style: 'dark'`. */
  style?: 'dark';
}

export interface FooterConfig {
  /** Groups of links, each under its title; none by default. */
  links?: { title?: string | null; items: FooterItemConfig[] }[];
  /** HTML, shown under the link groups. */
  copyright?: string;
  /**
   * `light` shows the footer in the page's colours, as Docusaurus's default footer; `dark` (the theme's default)
   * in the dark footer colours.
   */
  style?: 'dark' | 'light';
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

/**
 * A navbar item as Docusaurus reads it: an item without a `type` that lists `items` is a dropdown (Docusaurus keeps
 * that for configs written before dropdowns had a type).
 */
export function withNavbarItemType<Item>(item: Item): Item {
  if (typeof item !== 'object' || item === null) return item;
  const { type, items } = item as { type?: unknown; items?: unknown };
  return type === undefined && items !== undefined ? { ...item, type: 'dropdown' } : item;
}
