import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nContext.js';
import type { NavbarItem } from '../../../types.js';
import { DocsSidebar, type DocSidebarData } from '../../DocsSidebar/index.js';
import { LocaleLinks } from '../LocaleDropdown/LocaleLinks.js';
import { NavbarHtmlItem } from '../NavbarHtmlItem.js';
import { NavbarLink } from '../NavbarLink.js';
import type { NavbarPlace } from '../navbar-items.js';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  /** Referenced by the menu button's aria-controls. */
  id: string;
  /** Logo and title, shown at the top of the drawer. */
  brand: ReactNode;
  items: NavbarItem[];
  pathname: string;
  /** On doc pages: the docs sidebar, shown first as a secondary menu. */
  docsSidebar?: DocSidebarData;
  onClose(): void;
}

/** The drawer at phone and tablet widths: the navbar items, or the docs sidebar with a way back to them. */
export function MobileMenu({ id, brand, items, pathname, docsSidebar, onClose }: MobileMenuProps) {
  const t = useT();
  const [isShowingSidebar, setShowingSidebar] = useState(Boolean(docsSidebar));
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButtonRef.current?.focus(), []);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={drawerRef}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('navbar.drawer')}
        onKeyDown={(event) => handleKeyDown(event, drawerRef.current, onClose)}
      >
        <div className={styles.header}>
          {brand}
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.close}
            aria-label={t('navbar.close')}
            onClick={onClose}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l10 10M13 3L3 13" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          {docsSidebar && isShowingSidebar ? (
            <>
              <button type="button" className={styles.back} onClick={() => setShowingSidebar(false)}>
                {t('navbar.backToMainMenu')}
              </button>
              <DocsSidebar sidebar={docsSidebar} currentPath={pathname} />
            </>
          ) : (
            <ul className={styles.list}>
              {items.map((item, index) => (
                <MenuItem key={index} item={item} place={{ pathname, sidebarId: docsSidebar?.id }} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

function MenuItem({ item, place }: { item: NavbarItem; place: NavbarPlace }) {
  // The navbar turns version dropdowns into plain dropdowns for the drawer.
  if (item.type === 'docsVersionDropdown') return null;
  if (item.type === 'localeDropdown')
    // Folded to false in the bundle of a site without the item (bundleConstants): its code is left out there.
    return (typeof __KRAN_LOCALE_DROPDOWN__ === 'undefined' || __KRAN_LOCALE_DROPDOWN__) && <LocaleGroup item={item} />;
  if (item.type === 'html') return <NavbarHtmlItem item={item} />;
  if (item.type === 'link') {
    return (
      <li>
        <NavbarLink item={item} place={place} className={styles.link} />
      </li>
    );
  }
  return (
    <li>
      <span className={styles.groupLabel}>{item.label}</span>
      <ul className={`${styles.list} ${styles.nested}`} aria-label={item.label}>
        {item.items.map((child) => (
          <li key={child.href + child.label}>
            <NavbarLink item={child} place={place} className={styles.link} />
          </li>
        ))}
      </ul>
    </li>
  );
}

// As Docusaurus's drawer: the locales under "Languages", with the site's links before and after them.
function LocaleGroup({ item }: { item: Extract<NavbarItem, { type: 'localeDropdown' }> }) {
  const t = useT();
  return (
    <li>
      <span className={styles.groupLabel}>{t('navbar.languages')}</span>
      <ul className={`${styles.list} ${styles.nested}`} aria-label={t('navbar.languages')}>
        <LocaleLinks item={item} linkClassName={styles.link!} />
      </ul>
    </li>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

// Escape closes; Tab and Shift+Tab wrap around inside the drawer, which is modal.
function handleKeyDown(event: KeyboardEvent, drawer: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !drawer) return;
  const focusable = Array.from(drawer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isReachable);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

// Inside a closed <details> only its summary can take focus.
function isReachable(element: HTMLElement): boolean {
  const closedDetails = element.closest('details:not([open])');
  return !closedDetails || element === closedDetails.querySelector(':scope > summary');
}
