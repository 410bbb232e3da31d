import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './EditThisPage.module.css';

export interface EditThisPageProps {
  /** Where the page's source is edited: the docs' or blog's `editUrl` for this page. */
  editUrl: string;
}

/** The "edit this page" link under a doc or a blog post. */
export function EditThisPage({ editUrl }: EditThisPageProps) {
  const t = useT();
  return (
    <p className={styles.root}>
      <Link to={editUrl}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
          />
        </svg>
        {t('docs.editThisPage')}
      </Link>
    </p>
  );
}
