import { useLocation } from 'react-router-dom';
import type { NavbarItem } from '../../../types.js';
import { NavbarDropdown } from '../Dropdown/index.js';
import dropdownStyles from '../Dropdown/NavbarDropdown.module.css';
import { LocaleLinks } from './LocaleLinks.js';
import styles from './LocaleDropdown.module.css';
// The navbar reads the constant that leaves this component out of sites without it.
import type {} from './bundle-flag.js';

export interface LocaleDropdownProps {
  item: Extract<NavbarItem, { type: 'localeDropdown' }>;
  align?: 'start' | 'end';
}

/**
 * The navbar's `localeDropdown`, as Docusaurus's: a language icon and the current locale's name, opening the list of
 * the site's locales (LocaleLinks).
 */
export function LocaleDropdown({ item, align }: LocaleDropdownProps) {
  const { pathname } = useLocation();
  const current = item.locales.find((locale) => locale.code === item.currentLocale);
  return (
    <NavbarDropdown
      label={
        <>
          <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z"
            />
          </svg>
          {current?.label ?? item.currentLocale}
        </>
      }
      items={[]}
      pathname={pathname}
      {...(align ? { align } : {})}
      {...(item.className ? { className: item.className } : {})}
    >
      <LocaleLinks item={item} linkClassName={dropdownStyles.link!} />
    </NavbarDropdown>
  );
}
