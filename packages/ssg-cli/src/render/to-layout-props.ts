import {
  isExternalUrl,
  type NavbarItemConfig,
  type NavbarLinkConfig,
  type Route,
  type SiteMetadata,
} from '@kran/content-core';
import type { LinkItem, NavbarItem, RouteProps, SiteShell } from '@kran/theme';
import { joinUrl } from './canonical-url.js';

/** The parts of the site config every page's shell shows; content-core has checked the navbar items. */
export function toSiteShell(site: SiteMetadata): SiteShell {
  return {
    title: site.navbar.title ?? site.title,
    tagline: site.tagline,
    baseUrl: site.baseUrl,
    ...(site.navbar.logo ? { logo: logoUnderBaseUrl(site.navbar.logo, site.baseUrl) } : {}),
    navbar: {
      items: site.navbar.items.map((item) => toNavbarItem(item, site)),
      hideOnScroll: site.navbar.hideOnScroll ?? false,
    },
    ...(site.footer
      ? {
          footer: {
            links: site.footer.links.map((group) => ({ title: group.title, items: group.items.map(toLinkItem) })),
            ...(site.footer.copyright ? { copyright: site.footer.copyright } : {}),
          },
        }
      : {}),
    colorMode: site.colorMode,
    ...(site.announcementBar ? { announcementBar: { isCloseable: true, ...site.announcementBar } } : {}),
  };
}

/** The logo's files are served from the static folder, below the site's base URL, as Docusaurus does. */
function logoUnderBaseUrl(
  logo: NonNullable<SiteMetadata['navbar']['logo']>,
  baseUrl: string,
): NonNullable<SiteShell['logo']> {
  const underBase = (src: string) => (isExternalUrl(src) ? src : joinUrl(baseUrl, src));
  return { ...logo, src: underBase(logo.src), ...(logo.srcDark ? { srcDark: underBase(logo.srcDark) } : {}) };
}

/** A manifest route as the theme's layout props. */
export function toRouteProps(route: Route): RouteProps {
  return route;
}

function toNavbarItem(item: NavbarItemConfig, site: SiteMetadata): NavbarItem {
  const position = item.position ?? 'left';
  if (item.type === 'dropdown') {
    return { type: 'dropdown', label: item.label, position, items: item.items.map(toLinkItem) };
  }
  if (item.type === 'doc' || item.type === 'docSidebar') {
    const docsId = item.docsId ?? 'default';
    const paths = item.type === 'doc' ? site.docPaths[docsId] : site.docSidebarPaths[docsId];
    const href = paths![item.type === 'doc' ? item.docId : item.sidebarId]!;
    const basePath = href.split('/').slice(0, 2).join('/') || '/';
    return { type: 'link', label: item.label, href, position, activeBasePath: basePath };
  }
  return { type: 'link', ...toLinkItem(item as NavbarLinkConfig), position };
}

function toLinkItem(item: NavbarLinkConfig): LinkItem {
  if ('to' in item && typeof item.to === 'string') return { label: item.label, href: item.to };
  return { label: item.label, href: (item as { href: string }).href };
}
