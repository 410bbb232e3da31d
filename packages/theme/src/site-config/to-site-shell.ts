import { withBaseUrl } from '@kran/contract';
import type { FooterItem, LinkAttributes, LinkItem, NavbarItem, SiteLocales, SiteShell } from '../types.js';
import type { DocsTargets } from './config-part.js';
import {
  withNavbarItemType,
  type FooterItemConfig,
  type LinkAttributesConfig,
  type NavbarItemConfig,
  type NavbarLinkConfig,
  type ThemeSiteConfig,
} from './theme-site-config.js';

/** What the shell takes from the site besides the theme's config. */
export interface ShellSiteFacts {
  title: string;
  tagline: string;
  baseUrl: string;
  url?: string;
  customFields?: Record<string, unknown>;
  /** The built locale and the site's others: the locale dropdown's, and what React pages read of them. */
  i18n?: SiteLocales;
  /** Between a page's title and the site's in `<title>`, when not Docusaurus's default `|`. */
  titleDelimiter?: string;
  /** The site's docs instances by id, for the navbar's doc items. */
  docs: Readonly<Record<string, Pick<DocsTargets, 'docPaths' | 'sidebarPaths' | 'docSidebars' | 'versions'>>>;
}

/**
 * The shell every page shows, from the theme's part of the site config with Docusaurus's defaults filled in.
 * The config has been checked (checkThemeConfig): doc items point at docs that exist.
 */
export function toSiteShell(config: ThemeSiteConfig, site: ShellSiteFacts): SiteShell {
  const { navbar = { items: [] }, footer, colorMode, announcementBar } = config;
  return {
    // The site's title names the site (`<title>`, useDocusaurusContext()); the navbar's is its brand's text alone.
    title: site.title,
    tagline: site.tagline,
    baseUrl: site.baseUrl,
    ...(site.url === undefined ? {} : { url: site.url }),
    ...(site.customFields && Object.keys(site.customFields).length > 0 ? { customFields: site.customFields } : {}),
    ...(site.titleDelimiter === undefined ? {} : { titleDelimiter: site.titleDelimiter }),
    ...(site.i18n ? { i18n: site.i18n } : {}),
    ...(navbar.logo ? { logo: logoUnderBaseUrl(navbar.logo, site.baseUrl) } : {}),
    navbar: {
      items: navbar.items.map((item) => toNavbarItem(withNavbarItemType(item), site)),
      hideOnScroll: navbar.hideOnScroll ?? false,
      ...(navbar.title !== undefined && navbar.title !== site.title ? { title: navbar.title } : {}),
      ...(navbar.style ? { style: navbar.style } : {}),
    },
    ...(footer
      ? {
          footer: {
            links: (footer.links ?? []).map((group) => ({
              ...(group.title ? { title: group.title } : {}),
              items: group.items.map(toFooterItem),
            })),
            ...(footer.copyright ? { copyright: footer.copyright } : {}),
            ...(footer.style ? { style: footer.style } : {}),
          },
        }
      : {}),
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...colorMode },
    ...(announcementBar ? { announcementBar: { isCloseable: true, ...announcementBar } } : {}),
  };
}

/** The logo's files are served from the static folder, below the site's base URL, as Docusaurus's `useBaseUrl`. */
function logoUnderBaseUrl(logo: NonNullable<SiteShell['logo']>, baseUrl: string): NonNullable<SiteShell['logo']> {
  const underBase = (src: string) => withBaseUrl(src, { baseUrl });
  return { ...logo, src: underBase(logo.src), ...(logo.srcDark ? { srcDark: underBase(logo.srcDark) } : {}) };
}

function toNavbarItem(item: NavbarItemConfig, { docs, i18n }: ShellSiteFacts): NavbarItem {
  const position = item.position ?? 'left';
  if (item.type === 'localeDropdown') {
    const toLinks = (links: NavbarLinkConfig[] = []) =>
      links.map((link) => ({ ...toLinkItem(link), ...linkAttributesOf(link) }));
    return {
      type: 'localeDropdown',
      position,
      locales: [...(i18n?.locales ?? [])],
      currentLocale: i18n?.currentLocale ?? '',
      itemsBefore: toLinks(item.dropdownItemsBefore),
      itemsAfter: toLinks(item.dropdownItemsAfter),
      ...(item.queryString ? { queryString: item.queryString } : {}),
      ...(item.className ? { className: item.className } : {}),
    };
  }
  if (item.type === 'html')
    return { type: 'html', html: item.value, position, ...(item.className ? { className: item.className } : {}) };
  const activeItemShown =
    'dropdownActiveClassDisabled' in item && item.dropdownActiveClassDisabled
      ? { showsActiveItem: false as const }
      : {};
  if (item.type === 'dropdown') {
    const items = item.items.map((link) => ({ ...toLinkItem(link), ...linkAttributesOf(link) }));
    const className = item.className ? { className: item.className } : {};
    return { type: 'dropdown', label: item.label, position, items, ...className, ...activeItemShown };
  }
  if (item.type === 'docsVersionDropdown') {
    const docsId = item.docsId ?? 'default';
    return { type: 'docsVersionDropdown', position, docsId, versions: [...docs[docsId]!.versions], ...activeItemShown };
  }
  const attributes = linkAttributesOf(item);
  if (item.type === 'docsVersion') {
    const last = docs[item.docsId ?? 'default']!.versions.find((version) => version.isLatest)!;
    return { type: 'link', label: item.label ?? last.label, href: last.mainDocPath, position, ...attributes };
  }
  if (item.type === 'doc' || item.type === 'docSidebar') {
    const targets = docs[item.docsId ?? 'default']!;
    const href = item.type === 'doc' ? targets.docPaths[item.docId]! : targets.sidebarPaths[item.sidebarId]!;
    // As in Docusaurus, the item is current on every doc of its sidebar (in any version); a doc in no sidebar is
    // current only on its own page.
    const activeSidebar = item.type === 'doc' ? targets.docSidebars[item.docId] : item.sidebarId;
    if (activeSidebar === undefined) return { type: 'link', label: item.label, href, position, ...attributes };
    const activeBasePath = href.split('/').slice(0, 2).join('/') || '/';
    return { type: 'link', label: item.label, href, position, activeBasePath, activeSidebar, ...attributes };
  }
  const label = item.label === undefined ? {} : { label: item.label };
  const activeBasePath = 'activeBasePath' in item && item.activeBasePath ? { activeBasePath: item.activeBasePath } : {};
  return {
    type: 'link',
    ...label,
    href: 'to' in item ? item.to : item.href,
    position,
    ...activeBasePath,
    ...attributes,
  };
}

function toLinkItem(item: NavbarLinkConfig): LinkItem {
  return { label: item.label, href: 'to' in item ? item.to : item.href };
}

function toFooterItem(item: FooterItemConfig): FooterItem {
  return 'html' in item ? { html: item.html } : { ...toLinkItem(item), ...linkAttributesOf(item) };
}

function linkAttributesOf(item: LinkAttributesConfig): LinkAttributes {
  return {
    ...(item.className ? { className: item.className } : {}),
    ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}),
  };
}
