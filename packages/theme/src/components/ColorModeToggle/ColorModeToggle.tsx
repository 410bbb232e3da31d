import { useColorMode, type ColorModeSettings } from '../../hooks/useColorMode.js';
import { useT } from '../../i18n/I18nContext.js';
import styles from './ColorModeToggle.module.css';
import { Icon } from '../Icon/index.js';

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
      {/* The stylesheet picks the icon from data-theme, so it is right before hydration. */}
      <Icon className={styles.icon} />
    </button>
  );
}
