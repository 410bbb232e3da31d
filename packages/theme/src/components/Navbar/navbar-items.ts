import type { LinkAttributes, LinkItem } from '../../types.js';
import { isExternalUrl } from '@kran/runtime';

/** Where the reader is: the page's path and, on a doc, the id of its docs sidebar. */
export interface NavbarPlace {
  pathname: string;
  sidebarId?: string;
}

/** A link of the navbar or a dropdown; one without a label is an icon link, named by its `ariaLabel`. */
export type NavbarLinkItem = Omit<LinkItem, 'label'> &
  LinkAttributes & { label?: string; activeBasePath?: string; activeSidebar?: string; isActive?: boolean };

/**
 * True when the place is the link's page or lies below its active base path, and, for an item of a docs sidebar,
 * is a page of that sidebar. Never for external links.
 */
export function isLinkActive(item: NavbarLinkItem, { pathname, sidebarId }: NavbarPlace): boolean {
  if (item.isActive !== undefined) return item.isActive;
  if (isExternalUrl(item.href)) return false;
  if (item.activeSidebar !== undefined && item.activeSidebar !== sidebarId) return false;
  const basePath = stripTrailingSlash(item.activeBasePath ?? item.href.split(/[?#]/)[0]!);
  const path = stripTrailingSlash(pathname);
  if (basePath === '') return path === '';
  return path === basePath || path.startsWith(`${basePath}/`);
}

function stripTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}
