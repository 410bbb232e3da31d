import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import { useLoadPagefind } from './PagefindContext.js';
import { searchOptions, type SearchOption } from './search-options.js';
import { searchPageUrl } from './search-page-url.js';
import { searchStatusText } from './search-status-text.js';
import { SearchHit } from './SearchHit.js';
import { SearchHitSection } from './SearchHitSection.js';
import { useSearchResults } from './useSearchResults.js';
import styles from './SearchPopup.module.css';

/** Pages shown below the search box; the rest are on the results page. */
export const POPUP_RESULT_LIMIT = 6;
/** Matching sections shown below each page in the search box's list. */
export const POPUP_SECTION_LIMIT = 2;

export interface SearchPopupProps {
  /** Shown only while the box has focus and a query. */
  isOpen: boolean;
  query: string;
  listboxId: string;
  optionId(index: number): string;
  /** The option the arrow keys point at, or -1. */
  activeIndex: number;
  /** The URLs of the options, in order: each page and its sections, then the results page. */
  onOptionsChange(urls: string[]): void;
  /** A result was opened in this tab by a click; the link itself navigates. */
  onOpen(): void;
}

/**
 * The search box's list of results with its status line: loading, no results, the count, or an error.
 * Each option is a real link, so it opens in a new tab, is copied and is middle-clicked like any link.
 */
export function SearchPopup({
  isOpen,
  query,
  listboxId,
  optionId,
  activeIndex,
  onOptionsChange,
  onOpen,
}: SearchPopupProps) {
  const t = useT();
  const loadPagefind = useLoadPagefind();
  const search = useSearchResults({ query, limit: POPUP_RESULT_LIMIT, sectionLimit: POPUP_SECTION_LIMIT });
  const options = searchOptions(search.results, searchPageUrl(search.query));
  const reportOptions = useRef(onOptionsChange);
  reportOptions.current = onOptionsChange;
  const optionsKey = options.map((option) => option.url).join('\n');

  useEffect(() => {
    // Fetch Pagefind's script and index metadata while the visitor is still typing.
    loadPagefind()
      .then((pagefind) => pagefind.init?.())
      .catch(() => undefined);
  }, [loadPagefind]);
  // Before the browser paints the listbox, so the combobox never shows it while it says it is collapsed.
  useLayoutEffect(() => reportOptions.current(optionsKey === '' ? [] : optionsKey.split('\n')), [optionsKey]);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  if (!isOpen) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) onOpen();
  };
  return (
    <div className={styles.root}>
      <p className={styles.status} role="status">
        {searchStatusText(search, t, 'search.loading')}
      </p>
      {options.length > 0 && (
        // A plain click must not take the focus away from the search box, which owns the keyboard.
        <div
          className={styles.list}
          id={listboxId}
          role="listbox"
          aria-label={t('search.results')}
          onMouseDown={(event) => {
            if (event.button === 0) event.preventDefault();
          }}
        >
          {options.map((option, index) => (
            <Link
              key={option.url}
              to={option.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className={optionClassName[option.kind]}
              onClick={onClick}
            >
              <OptionContent option={option} showAllText={t('search.showAll')} />
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

const optionClassName: Record<SearchOption['kind'], string> = {
  page: styles.option!,
  section: `${styles.option} ${styles.section}`,
  showAll: `${styles.option} ${styles.showAll}`,
};

function OptionContent({ option, showAllText }: { option: SearchOption; showAllText: string }) {
  if (option.kind === 'page') return <SearchHit result={option.result} />;
  if (option.kind === 'section') return <SearchHitSection section={option.section} />;
  return showAllText;
}
