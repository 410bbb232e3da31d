import { useState } from 'react';
import { Link } from '../../components/Link/index.js';
import { SEARCH_SECTIONS, sectionMessageKey } from '../../components/Search/search-sections.js';
import { SearchHit } from '../../components/Search/SearchHit.js';
import { SearchHitSection } from '../../components/Search/SearchHitSection.js';
import { useSearchResults } from '../../components/Search/useSearchResults.js';
import { searchStatusText } from '../../components/Search/search-status-text.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import { useSearchPageParams } from './useSearchPageParams.js';
import styles from './SearchPageLayout.module.css';

export type SearchPageLayoutProps = Extract<RouteProps, { kind: 'search' }>;

/** Results shown at first and added by each "more" click. */
export const SEARCH_PAGE_SIZE = 20;
/** Matching sections shown below each result. */
export const SEARCH_PAGE_SECTION_LIMIT = 3;

/**
 * The results page (`/search?q=…&section=docs`): a search field, the section filter and every result,
 * each page once with links to its matching sections.
 */
export function SearchPageLayout(_props: SearchPageLayoutProps) {
  const t = useT();
  const [params, setParams] = useSearchPageParams();
  const [limit, setLimit] = useState(SEARCH_PAGE_SIZE);
  const search = useSearchResults({
    query: params.query,
    ...(params.section ? { section: params.section } : {}),
    limit,
    sectionLimit: SEARCH_PAGE_SECTION_LIMIT,
  });

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <form
        className={styles.form}
        role="search"
        aria-label={t('search.title')}
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          className={styles.input}
          type="search"
          name="q"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={params.query}
          onChange={(event) => {
            setLimit(SEARCH_PAGE_SIZE);
            setParams({ ...params, query: event.target.value });
          }}
        />
        <fieldset className={styles.sections}>
          <legend className={styles.legend}>{t('search.section')}</legend>
          {[undefined, ...SEARCH_SECTIONS].map((section) => (
            <label key={section ?? 'all'} className={styles.section}>
              <input
                type="radio"
                name="section"
                value={section ?? ''}
                checked={params.section === section}
                onChange={() => {
                  setLimit(SEARCH_PAGE_SIZE);
                  setParams({ query: params.query, ...(section ? { section } : {}) });
                }}
              />
              {t(section ? sectionMessageKey(section) : 'search.section.all')}
            </label>
          ))}
        </fieldset>
      </form>
      <p className={styles.status} role="status">
        {searchStatusText(search, t, 'search.prompt')}
      </p>
      {search.results.length > 0 && (
        <ol className={styles.results} aria-label={t('search.results')}>
          {search.results.map((result) => (
            <li key={result.url} className={styles.result}>
              <SearchHit result={result} titleElement="h2" title={<Link to={result.url}>{result.title}</Link>} />
              {result.sections.length > 0 && (
                <ul className={styles.resultSections} aria-label={t('search.sections', { title: result.title })}>
                  {result.sections.map((section) => (
                    <li key={section.url} className={styles.resultSection}>
                      <SearchHitSection section={section} title={<Link to={section.url}>{section.title}</Link>} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {search.status === 'done' && search.hasMore && (
        <button type="button" className={styles.more} onClick={() => setLimit((count) => count + SEARCH_PAGE_SIZE)}>
          {t('search.loadMore')}
        </button>
      )}
    </div>
  );
}
