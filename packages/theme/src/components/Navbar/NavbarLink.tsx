import type { LinkItem } from '../../types.js';
import { Link } from '../Link/index.js';
import { isExternalUrl } from '../Link/is-external-url.js';
import { isLinkActive } from './navbar-items.js';

export interface NavbarLinkProps {
  /** `isActive` marks the link current whatever the path (the version dropdown's current version). */
  item: LinkItem & { activeBasePath?: string; isActive?: boolean };
  pathname: string;
  /** Styles the link; the active one also carries `aria-current="page"` for CSS to match. */
  className?: string;
}

/** One navbar link: internal through the router, external with its icon, the current one marked. */
export function NavbarLink({ item, pathname, className }: NavbarLinkProps) {
  const isActive = isLinkActive(item, pathname);
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
