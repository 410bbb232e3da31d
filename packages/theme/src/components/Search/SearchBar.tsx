import { useId, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/I18nContext.js';
import { searchPageUrl } from './search-page-url.js';
import type { SearchPopupProps } from './SearchPopup.js';
import { useSearchShortcut } from './useSearchShortcut.js';
import styles from './SearchBar.module.css';

// The result list is its own chunk, fetched when the box is first used, like Pagefind itself.
const loadPopup = () => import('./SearchPopup.js').then((module) => module.SearchPopup);

/**
 * The navbar's search box: results as you type in a list of links below it, each page with its
 * matching sections, chosen with the arrow keys and Enter or a click, opened without a full page load.
 * `/` or Ctrl+K focuses it; Enter without a chosen result opens the results page. Nothing of the search
 * is loaded before the box is used.
 */
export function SearchBar() {
  const t = useT();
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [optionUrls, setOptionUrls] = useState<string[]>([]);
  const [popup, setPopup] = useState<{ Popup?: ComponentType<SearchPopupProps>; hasFailed?: boolean }>({});
  const isPopupRequested = useRef(false);
  useSearchShortcut(inputRef);

  const term = query.trim();
  const isPopupVisible = isOpen && term !== '';
  const hasListbox = isPopupVisible && popup.Popup !== undefined && optionUrls.length > 0;

  const requestPopup = () => {
    if (isPopupRequested.current) return;
    isPopupRequested.current = true;
    loadPopup().then(
      (Popup) => setPopup({ Popup }),
      (error: unknown) => {
        console.error('The search could not be loaded.', error);
        isPopupRequested.current = false;
        setPopup({ hasFailed: true });
      },
    );
  };
  const close = () => {
    setIsOpen(false);
    setQuery('');
    setActiveIndex(-1);
    inputRef.current?.blur();
  };
  const open = (url: string) => {
    close();
    void navigate(url);
  };
  const move = (step: 1 | -1) => {
    const count = optionUrls.length;
    setActiveIndex((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isPopupVisible) setIsOpen(true);
      else if (hasListbox) move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const url = hasListbox && activeIndex >= 0 ? optionUrls[activeIndex] : term && searchPageUrl(term);
      if (url) open(url);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isPopupVisible) setIsOpen(false);
      else setQuery('');
      setActiveIndex(-1);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  };

  return (
    <div className={styles.root} role="search" onBlur={onBlur}>
      <span className={styles.field}>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={hasListbox}
          aria-controls={hasListbox ? listboxId : undefined}
          aria-activedescendant={hasListbox && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-keyshortcuts="/ Control+K Meta+K"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
            requestPopup();
          }}
          onFocus={() => {
            requestPopup();
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </span>
      {popup.Popup && (
        <popup.Popup
          isOpen={isPopupVisible}
          query={query}
          listboxId={listboxId}
          optionId={optionId}
          activeIndex={activeIndex}
          onOptionsChange={(urls) => {
            setOptionUrls(urls);
            setActiveIndex(-1);
          }}
          onOpen={close}
        />
      )}
      {popup.hasFailed && isPopupVisible && (
        <p className={styles.failure} role="alert">
          {t('search.error')}
        </p>
      )}
    </div>
  );
}
