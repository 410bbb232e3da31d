import { isExternalUrl } from '@kran/runtime';
import type { LinkItem, NavbarItem, SiteShell } from '../types.js';
import type { DocsTargets } from './config-part.js';
import type { NavbarItemConfig, NavbarLinkConfig, ThemeSiteConfig } from './theme-site-config.js';

/** What the shell takes from the site besides the theme's config. */
export interface ShellSiteFacts {
  title: string;
  tagline: string;
  baseUrl: string;
  url?: string;
  customFields?: Record<string, unknown>;
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
    title: navbar.title ?? site.title,
    tagline: site.tagline,
    baseUrl: site.baseUrl,
    ...(site.url === undefined ? {} : { url: site.url }),
    ...(site.customFields && Object.keys(site.customFields).length > 0 ? { customFields: site.customFields } : {}),
    ...(navbar.logo ? { logo: logoUnderBaseUrl(navbar.logo, site.baseUrl) } : {}),
    navbar: {
      items: navbar.items.map((item) => toNavbarItem(item, site.docs)),
      hideOnScroll: navbar.hideOnScroll ?? false,
    },
    ...(footer
      ? {
          footer: {
            links: footer.links.map((group) => ({ title: group.title, items: group.items.map(toLinkItem) })),
            ...(footer.copyright ? { copyright: footer.copyright } : {}),
          },
        }
      : {}),
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...colorMode },
    ...(announcementBar ? { announcementBar: { isCloseable: true, ...announcementBar } } : {}),
  };
}

/** The logo's files are served from the static folder, below the site's base URL, as Docusaurus does. */
function logoUnderBaseUrl(logo: NonNullable<SiteShell['logo']>, baseUrl: string): NonNullable<SiteShell['logo']> {
  const underBase = (src: string) =>
    isExternalUrl(src) ? src : `${baseUrl.replace(/\/$/, '')}/${src.replace(/^\//, '')}`;
  return { ...logo, src: underBase(logo.src), ...(logo.srcDark ? { srcDark: underBase(logo.srcDark) } : {}) };
}

function toNavbarItem(item: NavbarItemConfig, docs: ShellSiteFacts['docs']): NavbarItem {
  const position = item.position ?? 'left';
  if (item.type === 'dropdown') {
    return { type: 'dropdown', label: item.label, position, items: item.items.map(toLinkItem) };
  }
  if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion') {
    const docsId = item.docsId ?? 'default';
    const versions = [...docs[docsId]!.versions];
    if (item.type === 'docsVersionDropdown') return { type: 'docsVersionDropdown', position, docsId, versions };
    const last = versions.find((version) => version.isLatest)!;
    return { type: 'link', label: item.label ?? last.label, href: last.mainDocPath, position };
  }
  if (item.type === 'doc' || item.type === 'docSidebar') {
    const targets = docs[item.docsId ?? 'default']!;
    const href = item.type === 'doc' ? targets.docPaths[item.docId]! : targets.sidebarPaths[item.sidebarId]!;
    // As in Docusaurus, the item is current on every doc of its sidebar (in any version); a doc in no sidebar is
    // current only on its own page.
    const activeSidebar = item.type === 'doc' ? targets.docSidebars[item.docId] : item.sidebarId;
    if (activeSidebar === undefined) return { type: 'link', label: item.label, href, position };
    const activeBasePath = href.split('/').slice(0, 2).join('/') || '/';
    return { type: 'link', label: item.label, href, position, activeBasePath, activeSidebar };
  }
  return { type: 'link', ...toLinkItem(item), position };
}

function toLinkItem(item: NavbarLinkConfig): LinkItem {
  return { label: item.label, href: 'to' in item ? item.to : item.href };
}
