import { useT } from '../../i18n/I18nContext.js';
import styles from './DocVersionBadge.module.css';

export interface DocVersionBadgeProps {
  /** Label of the docs version the page belongs to (`Next`, `4.3`). */
  label: string;
}

/** Tells, above a doc, which version of the docs it belongs to. */
export function DocVersionBadge({ label }: DocVersionBadgeProps) {
  const t = useT();
  return <span className={styles.root}>{t('docs.versionBadge', { version: label })}</span>;
}
