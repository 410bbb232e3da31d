import { useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHideOnScroll } from '../../hooks/useHideOnScroll.js';
import { useT } from '../../i18n/I18nContext.js';
import type { NavbarItem, SiteShell } from '../../types.js';
import { ColorModeToggle } from '../ColorModeToggle/index.js';
import type { DocSidebarData } from '../DocsSidebar/index.js';
import { DocsVersionDropdown, toLinkDropdown, type ActiveDocsVersion } from './DocsVersionDropdown/index.js';
import { NavbarDropdown } from './Dropdown/index.js';
import { NavbarLayout } from './Layout/index.js';
import { LocaleDropdown } from './LocaleDropdown/LocaleDropdown.js';
import { preloadable, Lazy } from '../Lazy/index.js';
import type { MobileMenuProps } from './MobileMenu/index.js';
import { useMobileMenu } from './MobileMenu/useMobileMenu.js';
import { NavbarBrand } from './NavbarBrand.js';
import { NavbarHtmlItem } from './NavbarHtmlItem.js';
import { NavbarLink } from './NavbarLink.js';
import styles from './Navbar.module.css';
import { Icon } from '../Icon/index.js';

export interface NavbarProps {
  title: string;
  logo?: SiteShell['logo'];
  /** Links and dropdowns, as content-core checked them in the site config. */
  items: NavbarItem[];
  /** Slides the navbar away while scrolling down and back on scrolling up. */
  hideOnScroll?: boolean;
  /** `dark` shows the bar in the dark colours in both colour modes (`navbar.style: 'dark'`). */
  style?: 'dark';
  colorMode: SiteShell['colorMode'];
  /** On doc pages with a sidebar: shown in the mobile drawer as a secondary menu. */
  docsSidebar?: DocSidebarData;
  /** The place for the search box, before the colour toggle. */
  searchSlot?: ReactNode;
  /** On doc pages: the page's docs version, for the version dropdown. */
  activeDocsVersion?: ActiveDocsVersion;
}

// The drawer is its own chunk: most readers never open it. It loads when the pointer or focus reaches the menu button.
const loadMobileMenu = preloadable<MobileMenuProps>(() =>
  import('./MobileMenu/MobileMenu.js').then((module) => module.MobileMenu),
);
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/** The top bar: brand, items left and right with the current one marked, colour toggle; a drawer on small screens. */
export function Navbar(props: NavbarProps) {
  const {
    title,
    logo,
    items,
    hideOnScroll = false,
    style,
    colorMode,
    docsSidebar,
    searchSlot,
    activeDocsVersion,
  } = props;
  const t = useT();
  const { pathname } = useLocation();
  const menu = useMobileMenu();
  const { isHidden, reveal } = useHideOnScroll(hideOnScroll && !menu.isOpen);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const brand = <NavbarBrand title={title} logo={logo} />;
  const closeMenu = () => {
    menu.close();
    menuButtonRef.current?.focus();
  };
  const renderItems = (position: NavbarItem['position']) =>
    items
      .filter((item) => item.position === position)
      .map((item) =>
        // Folded to false in the bundle of a site without the item (bundleConstants): its code is left out there.
        (typeof __KRAN_LOCALE_DROPDOWN__ === 'undefined' || __KRAN_LOCALE_DROPDOWN__) &&
        item.type === 'localeDropdown' ? (
          <LocaleDropdown key="locales" item={item} align={position === 'right' ? 'end' : 'start'} />
        ) : item.type === 'docsVersionDropdown' ? (
          <DocsVersionDropdown
            key={`versions:${item.docsId}`}
            versions={item.versions}
            activeVersion={activeDocsVersion?.docsId === item.docsId ? activeDocsVersion : undefined}
            pathname={pathname}
            align={position === 'right' ? 'end' : 'start'}
            {...(item.showsActiveItem === false ? { showsActiveItem: false } : {})}
          />
        ) : item.type === 'html' ? (
          <NavbarHtmlItem key={`html:${item.html}`} item={item} />
        ) : item.type === 'dropdown' ? (
          <NavbarDropdown
            key={`dropdown:${item.label}`}
            label={item.label}
            items={item.items}
            pathname={pathname}
            align={position === 'right' ? 'end' : 'start'}
            {...(item.showsActiveItem === false ? { showsActiveItem: false } : {})}
            {...(item.className ? { className: item.className } : {})}
          />
        ) : (
          item.type === 'link' && (
            <li key={`link:${item.href}:${item.label ?? item.ariaLabel}`}>
              <NavbarLink item={item} place={{ pathname, sidebarId: docsSidebar?.id }} className={styles.link} />
            </li>
          )
        ),
      );

  return (
    <NavbarLayout
      brand={brand}
      menuButton={
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label={t('navbar.toggle')}
          aria-expanded={menu.isOpen}
          aria-controls={menu.isOpen ? drawerId : undefined}
          onClick={menu.isOpen ? menu.close : menu.open}
          onPointerEnter={preloadMobileMenu}
          onPointerDown={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <Icon className={styles.menuIcon} />
        </button>
      }
      leftItems={renderItems('left')}
      rightItems={renderItems('right')}
      searchSlot={searchSlot}
      colorModeToggle={<ColorModeToggle config={colorMode} />}
      drawer={
        menu.isOpen && (
          <Lazy
            load={loadMobileMenu}
            props={{
              id: drawerId,
              brand,
              items: items.map((item) => toLinkDropdown(item, activeDocsVersion)),
              pathname,
              docsSidebar,
              onClose: closeMenu,
            }}
          />
        )
      }
      isHidden={isHidden}
      {...(style ? { style } : {})}
      onFocus={reveal}
    />
  );
}
