import { Link } from '../Link/index.js';
import { isExternalUrl } from '@kran/runtime';
import { isLinkActive, type NavbarLinkItem, type NavbarPlace } from './navbar-items.js';

export interface NavbarLinkProps {
  /** `isActive` marks the link current whatever the path (the version dropdown's current version). */
  item: NavbarLinkItem;
  place: NavbarPlace;
  /** Styles the link; the active one also carries `aria-current="page"` for CSS to match. */
  className?: string;
}

/**
 * One navbar link: internal through the router, external with its icon, the current one marked. The site's
 * `className` is added to the theme's; a link without a label shows only what the site's CSS gives that class (as
 * Docusaurus's icon links), named by its `ariaLabel`.
 */
export function NavbarLink({ item, place, className }: NavbarLinkProps) {
  const isActive = isLinkActive(item, place);
  return (
    <Link
      to={item.href}
      className={[className, item.className].filter(Boolean).join(' ') || undefined}
      aria-label={item.ariaLabel}
      aria-current={isActive ? 'page' : undefined}
      showExternalIcon={item.label !== undefined && isExternalUrl(item.href)}
    >
      {item.label}
    </Link>
  );
}
