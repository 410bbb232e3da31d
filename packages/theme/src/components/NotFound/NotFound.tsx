import { useT } from '../../i18n/I18nContext.js';
import styles from './NotFound.module.css';

/** The page for routes that do not exist. */
export function NotFound() {
  const t = useT();
  return (
    <div className={styles.root}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.hint')}</p>
    </div>
  );
}
