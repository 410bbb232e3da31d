import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nContext.js';
import styles from './NavbarLayout.module.css';

export interface NavbarLayoutProps {
  brand: ReactNode;
  /** Shown at the mobile breakpoint and below, instead of the item lists. */
  menuButton: ReactNode;
  leftItems: ReactNode;
  rightItems: ReactNode;
  searchSlot?: ReactNode;
  colorModeToggle: ReactNode;
  /** The open mobile drawer, if any. */
  drawer?: ReactNode;
  /** Slid out of view (hide on scroll). */
  isHidden: boolean;
  /** `dark` gives the bar and what opens from it the dark colours in both colour modes. */
  style?: 'dark';
  onFocus(): void;
}

/** Places the navbar's pieces: menu button and brand, items left and right, then search and colour toggle. */
export function NavbarLayout(props: NavbarLayoutProps) {
  const t = useT();
  return (
    <nav
      className={props.isHidden ? `${styles.root} ${styles.isHidden}` : styles.root}
      aria-label={t('navbar.label')}
      data-navbar-style={props.style}
      onFocus={props.onFocus}
    >
      <div className={styles.bar}>
        <div className={styles.menuButton}>{props.menuButton}</div>
        {props.brand}
        <ul className={styles.items}>{props.leftItems}</ul>
        <ul className={`${styles.items} ${styles.right}`}>{props.rightItems}</ul>
        <div className={styles.tools}>
          {props.searchSlot}
          {props.colorModeToggle}
        </div>
      </div>
      {props.drawer}
    </nav>
  );
}
