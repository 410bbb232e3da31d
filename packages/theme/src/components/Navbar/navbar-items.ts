import type { LinkItem, NavbarItem } from '../../types.js';
import { isExternalUrl } from '../Link/is-external-url.js';

/** True when `pathname` is the link's page or lies below its active base path. Never for external links. */
export function isLinkActive(
  item: LinkItem & { activeBasePath?: string; isActive?: boolean },
  pathname: string,
): boolean {
  if (item.isActive !== undefined) return item.isActive;
  if (isExternalUrl(item.href)) return false;
  const basePath = stripTrailingSlash(item.activeBasePath ?? item.href.split(/[?#]/)[0]!);
  const path = stripTrailingSlash(pathname);
  if (basePath === '') return path === '';
  return path === basePath || path.startsWith(`${basePath}/`);
}

export function isItemActive(item: NavbarItem, pathname: string): boolean {
  if (item.type === 'docsVersionDropdown') return false;
  return item.type === 'dropdown'
    ? item.items.some((child) => isLinkActive(child, pathname))
    : isLinkActive(item, pathname);
}

function stripTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}
