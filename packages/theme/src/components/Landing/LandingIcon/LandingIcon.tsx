import { iconPaths, isIconName } from './icon-paths.js';
import styles from './LandingIcon.module.css';

export interface LandingIconProps {
  /** One of the theme's icon names (`terminal`, `shield`, `pod`, ...); an unknown name draws nothing. */
  name: string;
}

/** A decorative line icon in a soft brand-coloured tile; hidden from assistive technology. */
export function LandingIcon({ name }: LandingIconProps) {
  if (!isIconName(name)) return null;
  return (
    <span className={styles.root} data-icon={name}>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {iconPaths[name]}
      </svg>
    </span>
  );
}
