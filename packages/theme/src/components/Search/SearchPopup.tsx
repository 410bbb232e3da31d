import { useEffect, useRef } from 'react';
import { searchStatusText } from './search-status-text.js';
import { useT } from '../../i18n/I18nContext.js';
import { useLoadPagefind } from './PagefindContext.js';
import { searchPageUrl } from './search-page-url.js';
import { SearchHit } from './SearchHit.js';
import { useSearchResults } from './useSearchResults.js';
import styles from './SearchPopup.module.css';

/** Results shown below the search box; the rest are on the results page. */
export const POPUP_RESULT_LIMIT = 6;

export interface SearchPopupProps {
  /** Shown only while the box has focus and a query. */
  isOpen: boolean;
  query: string;
  listboxId: string;
  optionId(index: number): string;
  /** The option the arrow keys point at, or -1. */
  activeIndex: number;
  /** The URLs of the options, in order: the results, then the results page. */
  onOptionsChange(urls: string[]): void;
  onChoose(url: string): void;
}

/** The search box's list of results with its status line: loading, no results, the count, or an error. */
export function SearchPopup({
  isOpen,
  query,
  listboxId,
  optionId,
  activeIndex,
  onOptionsChange,
  onChoose,
}: SearchPopupProps) {
  const t = useT();
  const loadPagefind = useLoadPagefind();
  const search = useSearchResults({ query, limit: POPUP_RESULT_LIMIT });
  const optionUrls =
    search.results.length > 0 ? [...search.results.map((result) => result.url), searchPageUrl(search.query)] : [];
  const reportOptions = useRef(onOptionsChange);
  reportOptions.current = onOptionsChange;
  const optionsKey = optionUrls.join('\n');

  useEffect(() => {
    // Fetch Pagefind's script and index metadata while the visitor is still typing.
    loadPagefind()
      .then((pagefind) => pagefind.init?.())
      .catch(() => undefined);
  }, [loadPagefind]);
  useEffect(() => reportOptions.current(optionsKey === '' ? [] : optionsKey.split('\n')), [optionsKey]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  if (!isOpen) return null;
  return (
    <div className={styles.root}>
      <p className={styles.status} role="status">
        {searchStatusText(search, t, 'search.loading')}
      </p>
      {search.results.length > 0 && (
        // Clicks must not take the focus away from the search box, which owns the keyboard.
        <ul
          className={styles.list}
          id={listboxId}
          role="listbox"
          aria-label={t('search.results')}
          onMouseDown={(event) => event.preventDefault()}
        >
          {optionUrls.map((url, index) => {
            const result = search.results[index];
            return (
              <li
                key={url}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={result ? styles.option : `${styles.option} ${styles.showAll}`}
                onClick={() => onChoose(url)}
              >
                {result ? <SearchHit result={result} title={result.title} /> : t('search.showAll')}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
