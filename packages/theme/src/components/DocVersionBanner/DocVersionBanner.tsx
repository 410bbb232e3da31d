import { useT } from '../../i18n/I18nContext.js';
import type { DocVersionInfo } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './DocVersionBanner.module.css';

export interface DocVersionBannerProps {
  version: DocVersionInfo;
}

/** Tells readers of an unreleased or unmaintained version that they are not on the latest one. */
export function DocVersionBanner({ version }: DocVersionBannerProps) {
  const t = useT();
  if (version.banner === 'none') return null;
  const message = version.banner === 'unreleased' ? 'docs.versionBanner.unreleased' : 'docs.versionBanner.unmaintained';
  return (
    <aside className={styles.root} aria-label={t('docs.versionBanner.label')}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2 1 21h22zm0 5.5 7.5 12h-15zM11 10v5h2v-5zm0 6v2h2v-2z" />
      </svg>
      <div>
        <p className={styles.text}>{t(message, { version: version.label })}</p>
        {version.latestPath && (
          <p className={styles.text}>
            {t('docs.versionBanner.suggestion')}{' '}
            <Link to={version.latestPath} className={styles.link}>
              {t('docs.versionBanner.latestLink')}
            </Link>
          </p>
        )}
      </div>
    </aside>
  );
}
