import type { ReactNode } from 'react';
import { AnnouncementBar } from '../../components/AnnouncementBar/index.js';
import { BackToTop } from '../../components/BackToTop/index.js';
import type { DocSidebarData } from '../../components/DocsSidebar/index.js';
import { ErrorBoundary } from '../../components/ErrorBoundary/index.js';
import { Footer } from '../../components/Footer/index.js';
import { Navbar } from '../../components/Navbar/index.js';
import type { ActiveDocsVersion } from '../../components/Navbar/DocsVersionDropdown/index.js';
// Imported from its own file: the search's other parts load later, in their own chunks.
import { SearchBar as DefaultSearchBar } from '../../components/Search/SearchBar.js';
import { useT } from '../../i18n/I18nContext.js';
import type { SiteShell } from '../../types.js';
import { overridable } from '../../overrides/ThemeComponentsContext.js';
import styles from './PageShell.module.css';

const SearchBar = /* @__PURE__ */ overridable('SearchBar', DefaultSearchBar);

export interface PageShellProps {
  site: SiteShell;
  /** On doc pages with a sidebar: offered in the mobile drawer. */
  docsSidebar?: DocSidebarData;
  /** On pages of a docs version: that version, for the navbar's version dropdown. */
  activeDocsVersion?: ActiveDocsVersion;
  /** Path of the page shown; when it changes, a crash page gives way to the new page. */
  path?: string;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = '__main';

/** The frame of every page: skip link, announcement bar, navbar, main content with back-to-top, footer. */
export function PageShell({ site, docsSidebar, activeDocsVersion, path, children }: PageShellProps) {
  const t = useT();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent.label')}
      </a>
      {site.announcementBar && <AnnouncementBar {...site.announcementBar} />}
      <Navbar
        title={site.navbar.title ?? site.title}
        logo={site.logo}
        items={site.navbar.items}
        hideOnScroll={site.navbar.hideOnScroll}
        {...(site.navbar.style ? { style: site.navbar.style } : {})}
        colorMode={site.colorMode}
        docsSidebar={docsSidebar}
        activeDocsVersion={activeDocsVersion}
        searchSlot={<SearchBar />}
      />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>
        <BackToTop />
      </main>
      <Footer {...site.footer} title={site.title} tagline={site.tagline} logo={site.logo} />
    </div>
  );
}
