import { useLocation } from 'react-router-dom';
import { t } from '../../i18n/t.js';
import type { NavbarItem, SiteShell } from '../../types.js';
import { Link } from '../Link/index.js';
import { isExternalUrl } from '../Link/is-external-url.js';
import styles from './Navbar.module.css';

export interface NavbarProps {
  title: string;
  logo?: SiteShell['logo'];
  items: NavbarItem[];
}

/** The top bar: logo and title, then the configured items left and right, the active one marked. */
export function Navbar({ title, logo, items }: NavbarProps) {
  const { pathname } = useLocation();
  const renderItem = (item: NavbarItem, index: number) => {
    if (item.type === 'dropdown') {
      return (
        <li key={index} className={styles.item}>
          <span className={styles.link}>{item.label}</span>
          <ul>
            {item.items.map((child) => (
              <li key={child.href}>
                <Link to={child.href} showExternalIcon={isExternalUrl(child.href)}>{child.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      );
    }
    const isActive = !isExternalUrl(item.href) && isActivePath(pathname, item.activeBasePath ?? item.href);
    return (
      <li key={index} className={styles.item}>
        <Link
          to={item.href}
          className={isActive ? `${styles.link} ${styles.isActive}` : styles.link}
          aria-current={isActive ? 'page' : undefined}
          showExternalIcon={isExternalUrl(item.href)}
        >
          {item.label}
        </Link>
      </li>
    );
  };
  return (
    <nav className={styles.root} aria-label={t('navbar.label')}>
      <Link to="/" className={styles.brand}>
        {logo && <img className={styles.logo} src={logo.src} alt={logo.alt} width="32" height="32" />}
        <span className={styles.title}>{title}</span>
      </Link>
      <ul className={styles.items}>{items.filter((item) => item.position === 'left').map(renderItem)}</ul>
      <ul className={`${styles.items} ${styles.right}`}>{items.filter((item) => item.position === 'right').map(renderItem)}</ul>
    </nav>
  );
}

function isActivePath(pathname: string, basePath: string): boolean {
  if (basePath === '/') return pathname === '/';
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}
