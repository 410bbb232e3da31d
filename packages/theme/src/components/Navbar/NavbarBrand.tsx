import type { SiteShell } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './NavbarBrand.module.css';

export interface NavbarBrandProps {
  title: string;
  logo?: SiteShell['logo'];
}

/** Logo and site title, linking home. A dark-mode logo, if given, replaces the light one in dark mode. */
export function NavbarBrand({ title, logo }: NavbarBrandProps) {
  return (
    <Link to="/" className={styles.root}>
      {logo && (
        <img
          className={logo.srcDark ? `${styles.logo} ${styles.lightOnly}` : styles.logo}
          src={logo.src}
          alt={logo.alt}
          width="32"
          height="32"
        />
      )}
      {logo?.srcDark && (
        <img className={`${styles.logo} ${styles.darkOnly}`} src={logo.srcDark} alt={logo.alt} width="32" height="32" />
      )}
      <span className={styles.title}>{title}</span>
    </Link>
  );
}
