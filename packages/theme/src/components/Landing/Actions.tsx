import { cloneElement } from 'react';
import type { LinkElement } from './landing-children.js';
import styles from './Actions.module.css';

export interface ActionsProps {
  links: LinkElement[];
  /** `onBrand` for sections with a brand-coloured background. */
  tone?: 'default' | 'onBrand';
  isCentered?: boolean;
}

/** Links shown as buttons: the first as the primary action, the others as secondary ones. */
export function Actions({ links, tone = 'default', isCentered = false }: ActionsProps) {
  if (links.length === 0) return null;
  const className = [styles.root, tone === 'onBrand' && styles.onBrand, isCentered && styles.isCentered]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {links.map((link, index) =>
        cloneElement(link, {
          key: index,
          className: `${styles.button} ${index === 0 ? styles.primary : styles.secondary}`,
        }),
      )}
    </div>
  );
}
