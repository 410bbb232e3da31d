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

/** One navbar link: internal through the router, external with its icon, the current one marked. */
export function NavbarLink({ item, place, className }: NavbarLinkProps) {
  const isActive = isLinkActive(item, place);
  return (
    <Link
      to={item.href}
      className={className}
      aria-current={isActive ? 'page' : undefined}
      showExternalIcon={isExternalUrl(item.href)}
    >
      {item.label}
    </Link>
  );
}
