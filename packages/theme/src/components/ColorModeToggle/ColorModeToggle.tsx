import { useColorMode, type ColorModeSettings } from '../../hooks/useColorMode.js';
import { useT } from '../../i18n/I18nContext.js';
import styles from './ColorModeToggle.module.css';

export interface ColorModeToggleProps {
  /** The site's colour-mode settings; with `disableSwitch` nothing renders. */
  config: ColorModeSettings;
}

/** A button that switches between light and dark; its label names the mode shown. */
export function ColorModeToggle({ config }: ColorModeToggleProps) {
  const t = useT();
  const { colorMode, setColorMode } = useColorMode(config);
  if (config.disableSwitch) return null;
  const label = t(colorMode === 'dark' ? 'colorMode.toggle.dark' : 'colorMode.toggle.light');
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={label}
      title={label}
      onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
    >
      {/* Both icons are in the markup; CSS picks one from data-theme, so the icon is right before hydration. */}
      <svg className={styles.sun} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.25" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"
        />
      </svg>
      <svg className={styles.moon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20.5 14.6A8.6 8.6 0 0 1 9.4 3.5a8.6 8.6 0 1 0 11.1 11.1z" />
      </svg>
    </button>
  );
}
