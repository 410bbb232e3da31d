import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary/index.js';
import { Footer } from '../../components/Footer/index.js';
import { Navbar } from '../../components/Navbar/index.js';
import { t } from '../../i18n/t.js';
import type { SiteShell } from '../../types.js';
import styles from './PageShell.module.css';

export interface PageShellProps {
  site: SiteShell;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = '__main';

/** The frame of every page: skip link, navbar, main content, footer. */
export function PageShell({ site, children }: PageShellProps) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent.label')}
      </a>
      <Navbar title={site.title} logo={site.logo} items={site.navbar.items} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      {site.footer && <Footer {...site.footer} />}
    </div>
  );
}
