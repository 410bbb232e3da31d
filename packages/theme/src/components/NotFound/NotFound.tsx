import { t } from '../../i18n/t.js';
import styles from './NotFound.module.css';

/** The page for routes that do not exist. */
export function NotFound() {
  return (
    <div className={styles.root}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.hint')}</p>
    </div>
  );
}
