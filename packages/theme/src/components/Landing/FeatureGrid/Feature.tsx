import type { ReactNode } from 'react';
import { LandingIcon } from '../LandingIcon/index.js';
import styles from './FeatureGrid.module.css';

export interface FeatureProps {
  title?: string;
  /** Name of one of the theme's icons, drawn above the title. */
  icon?: string;
  children?: ReactNode;
}

/** One feature (`:::feature[Titel]{icon="shield"}`): icon, title and a short text. */
export function Feature({ title, icon, children }: FeatureProps) {
  return (
    <section className={styles.feature} data-landing="feature">
      {icon && <LandingIcon name={icon} />}
      {title && <h3 className={styles.featureTitle}>{title}</h3>}
      <div className={styles.featureText}>{children}</div>
    </section>
  );
}
