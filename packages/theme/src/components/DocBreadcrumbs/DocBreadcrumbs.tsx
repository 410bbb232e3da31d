import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './DocBreadcrumbs.module.css';

export interface DocBreadcrumbsProps {
  /** Where the home icon links to, the site root. */
  homePath: string;
  /** Labels from the sidebar's top level down to the current doc; empty renders nothing. */
  trail: string[];
}

/** Home icon, then the sidebar categories and the current doc, as a breadcrumb trail. */
export function DocBreadcrumbs({ homePath, trail }: DocBreadcrumbsProps) {
  const t = useT();
  if (trail.length === 0) return null;
  return (
    <nav className={styles.root} aria-label={t('docs.breadcrumbs')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={homePath} className={styles.home} aria-label={t('docs.homePage')}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z" />
            </svg>
          </Link>
        </li>
        {trail.map((label, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${index}:${label}`} className={styles.item}>
              <span className={isCurrent ? styles.current : undefined} aria-current={isCurrent ? 'page' : undefined}>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
