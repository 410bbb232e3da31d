import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { LinkAttributes, LinkItem } from '../../../types.js';
import { isLinkActive } from '../navbar-items.js';
import { NavbarLink } from '../NavbarLink.js';
import styles from './NavbarDropdown.module.css';

export interface NavbarDropdownProps {
  label: ReactNode;
  items: (LinkItem & LinkAttributes & { isActive?: boolean })[];
  /** List items of the menu's own making, shown after `items` (the locale dropdown's links to other apps). */
  children?: ReactNode;
  pathname: string;
  /** False leaves the dropdown unmarked while one of its links is the current page (`dropdownActiveClassDisabled`). */
  showsActiveItem?: boolean;
  /** The site's class for the dropdown's button. */
  className?: string;
  /** Which edge of the button the menu lines up with; `end` keeps menus of right-hand items on screen. */
  align?: 'start' | 'end';
}

/**
 * A navbar entry with a menu of links. Opens on hover, click or Enter; closes when the pointer leaves,
 * on a press outside, on Escape or Enter, and when keyboard focus moves elsewhere.
 */
export function NavbarDropdown(props: NavbarDropdownProps) {
  const { label, items, children, pathname, align = 'start', showsActiveItem = true, className } = props;
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    document.addEventListener('touchstart', closeOnOutsidePress);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsidePress);
      document.removeEventListener('touchstart', closeOnOutsidePress);
    };
  }, [isOpen]);

  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const isActive = showsActiveItem && items.some((item) => isLinkActive(item, { pathname }));
  const buttonClasses = [styles.button, isActive && styles.isActive, className].filter(Boolean).join(' ');

  return (
    <li
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses}
        aria-expanded={isOpen}
        aria-controls={menuId}
        // A pointer has already opened the menu by hovering, so its click must not close it again;
        // Enter and Space (detail 0) toggle.
        onClick={(event) => setOpen((wasOpen) => (event.detail === 0 ? !wasOpen : true))}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M2.5 4.5 6 8l3.5-3.5"
          />
        </svg>
      </button>
      <ul id={menuId} className={align === 'end' ? `${styles.menu} ${styles.alignEnd}` : styles.menu} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.href + item.label}>
            <NavbarLink item={item} place={{ pathname }} className={styles.link} />
          </li>
        ))}
        {children}
      </ul>
    </li>
  );
}
