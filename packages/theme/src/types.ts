import type { DocsVersionSummary, RouteProps, SiteLocale } from '@kran/contract';

// What the theme renders is the contract between content-core, the theme and ssg-cli, defined once there.
export type {
  Author,
  // Named apart from the BlogSidebar component.
  BlogSidebar as BlogSidebarData,
  BlogSidebarItem,
  DocCategoryCard,
  DocSidebar,
  DocSidebarItem,
  DocsVersionSummary,
  DocVersionInfo,
  HastContent,
  HtmlContent,
  ListPagination,
  LocaleTwins,
  MarkdownContent,
  PageKind,
  PageLink,
  PostSummary,
  RouteProps,
  SiteLocale,
  Tag,
  TagWithCount,
  TocItem,
} from '@kran/contract';

export interface LinkItem {
  label: string;
  /** A site path (`/features`) or an external URL. */
  href: string;
}

/** What a link of the site config may carry, as in Docusaurus: a class for the site's CSS and an accessible name. */
export interface LinkAttributes {
  className?: string;
  ariaLabel?: string;
}

/** False for a dropdown that stays unmarked while one of its links is the current page. */
interface ActiveItemShown {
  showsActiveItem?: false;
}

export type NavbarItem =
  | (LinkAttributes & {
      type: 'link';
      /** Absent on an icon link, which has an `ariaLabel` and shows what the site's CSS gives its class. */
      label?: string;
      href: string;
      position: 'left' | 'right';
      activeBasePath?: string;
      /** The docs sidebar whose pages (below `activeBasePath`) make this item current: a navbar doc item's. */
      activeSidebar?: string;
    })
  | ({
      type: 'dropdown';
      label: string;
      position: 'left' | 'right';
      items: (LinkItem & LinkAttributes & { isActive?: boolean })[];
      className?: string;
    } & ActiveItemShown)
  | {
      type: 'html';
      /** The site's HTML, shown as written. */
      html: string;
      position: 'left' | 'right';
      className?: string;
    }
  | ({
      type: 'docsVersionDropdown';
      position: 'left' | 'right';
      docsId: string;
      versions: DocsVersionSummary[];
    } & ActiveItemShown)
  | {
      type: 'localeDropdown';
      position: 'left' | 'right';
      /** Every locale of the site, in the config's order, the current one among them. */
      locales: SiteLocale[];
      /** The code of the locale the site's pages are written in. */
      currentLocale: string;
      /** Links listed before and after the locales (`dropdownItemsBefore`, `dropdownItemsAfter`). */
      itemsBefore: (LinkItem & LinkAttributes)[];
      itemsAfter: (LinkItem & LinkAttributes)[];
      /** Adds `?<queryString>=<locale code>` to each locale's link, as Docusaurus's `queryString`. */
      queryString?: string;
      className?: string;
    };

/** An item of a footer link group: a link, or HTML from the site config shown as written. */
export type FooterItem = (LinkItem & LinkAttributes) | { html: string };

/** The locale a page is written in and the site's others. */
export interface SiteLocales {
  currentLocale: string;
  defaultLocale: string;
  /** In the config's order, the default one first. */
  locales: SiteLocale[];
}

export interface SiteShell {
  title: string;
  tagline: string;
  baseUrl: string;
  /** The site's URL without its base path: `https://example.org`. */
  url?: string;
  /** The config's `customFields`, which React pages read through `useDocusaurusContext()`. */
  customFields?: Record<string, unknown>;
  /** The built locale and every locale of the site, which React pages read through `useDocusaurusContext()`. */
  i18n?: SiteLocales;
  /** Between a page's title and the site's in `<title>` (`titleDelimiter`); `|` when absent. */
  titleDelimiter?: string;
  logo?: { alt: string; src: string; srcDark?: string };
  /** `style: 'dark'` shows the navbar in the dark colours in both colour modes. */
  /** `title`: the navbar's brand text, where it is not the site's title (which the brand shows otherwise). */
  navbar: { items: NavbarItem[]; hideOnScroll: boolean; style?: 'dark'; title?: string };
  /** `style: 'light'` shows the footer in the page's colours instead of the dark footer colours. */
  /** Link groups; a group without a title (`title: null` in Docusaurus's config) shows its links alone. */
  footer?: { links: { title?: string; items: FooterItem[] }[]; copyright?: string; style?: 'dark' | 'light' };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
}

/** Everything a page renders from. */
export interface PageProps {
  site: SiteShell;
  route: RouteProps;
}
