import type { LinkItem, NavbarItem } from '../../types.js';
import { isExternalUrl } from '../Link/is-external-url.js';

/** Throws an Error naming the item's configuration if any item cannot be rendered. */
export function assertValidNavbarItems(items: readonly unknown[]): asserts items is NavbarItem[] {
  for (const item of items) {
    const problem = findProblem(item);
    if (problem) {
      throw new Error(
        `The navbar item ${JSON.stringify(item)} cannot be rendered: ${problem}. Check the navbar items in the site configuration.`,
      );
    }
  }
}

/** True when `pathname` is the link's page or lies below its active base path. Never for external links. */
export function isLinkActive(item: LinkItem & { activeBasePath?: string }, pathname: string): boolean {
  if (isExternalUrl(item.href)) return false;
  const basePath = stripTrailingSlash(item.activeBasePath ?? item.href.split(/[?#]/)[0]!);
  const path = stripTrailingSlash(pathname);
  if (basePath === '') return path === '';
  return path === basePath || path.startsWith(`${basePath}/`);
}

export function isItemActive(item: NavbarItem, pathname: string): boolean {
  return item.type === 'dropdown' ? item.items.some((child) => isLinkActive(child, pathname)) : isLinkActive(item, pathname);
}

function findProblem(item: unknown): string | undefined {
  if (!isRecord(item)) return 'it is not an object';
  if (!isFilledString(item.label)) return 'it needs a "label"';
  if (item.position !== 'left' && item.position !== 'right') return 'its "position" must be "left" or "right"';
  if (item.type === 'link') return isFilledString(item.href) ? undefined : 'a link needs an "href"';
  if (item.type !== 'dropdown') return `its type ${JSON.stringify(item.type)} is neither "link" nor "dropdown"`;
  if (!Array.isArray(item.items) || item.items.length === 0) return 'a dropdown needs a non-empty "items" list';
  const invalidChild = item.items.find((child) => !isRecord(child) || !isFilledString(child.label) || !isFilledString(child.href));
  return invalidChild === undefined ? undefined : `its entry ${JSON.stringify(invalidChild)} needs a "label" and an "href"`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function stripTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}
