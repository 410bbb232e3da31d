import type { CSSProperties } from 'react';
import { useAnnouncementBar } from '../../hooks/useAnnouncementBar.js';
import { useT } from '../../i18n/I18nContext.js';
import type { SiteShell } from '../../types.js';
import styles from './AnnouncementBar.module.css';
import { Icon } from '../Icon/index.js';

export type AnnouncementBarProps = NonNullable<SiteShell['announcementBar']>;

/** A strip above the navbar with the site's announcement (HTML); closeable if configured, until its id changes. */
export function AnnouncementBar({ id, content, backgroundColor, textColor, isCloseable }: AnnouncementBarProps) {
  const t = useT();
  const { isDismissed, dismiss } = useAnnouncementBar(id, isCloseable);
  if (isDismissed) return null;
  const colors = {
    ...(backgroundColor ? { '--announcement-background': backgroundColor } : {}),
    ...(textColor ? { '--announcement-text': textColor } : {}),
  } as CSSProperties;
  return (
    <section
      className={isCloseable ? `${styles.root} ${styles.isCloseable}` : styles.root}
      aria-label={t('announcementBar.label')}
      style={colors}
    >
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('announcementBar.close')}
          title={t('announcementBar.close')}
          onClick={dismiss}
        >
          <Icon className={styles.closeIcon} />
        </button>
      )}
    </section>
  );
}
