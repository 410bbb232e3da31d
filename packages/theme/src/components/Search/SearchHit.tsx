import { isSearchSection, sectionMessageKey } from './search-sections.js';
import { useI18n } from '../../i18n/I18nContext.js';
import type { ReactNode } from 'react';
import { Excerpt } from './Excerpt.js';
import type { SearchResult } from './search-result.js';
import styles from './SearchHit.module.css';

export interface SearchHitProps {
  result: SearchResult;
  /** The title as it should appear: plain in the search box's list, a link on the results page. */
  title?: ReactNode;
  /** `h2` on the results page. */
  titleElement?: 'span' | 'h2';
}

/** One result: its title, section and date, and the excerpt with the matches highlighted. */
export function SearchHit({ result, title = result.title, titleElement: Title = 'span' }: SearchHitProps) {
  const { t, formatDate } = useI18n();
  const section = isSearchSection(result.section) ? result.section : undefined;
  return (
    <>
      <Title className={styles.title}>{title}</Title>
      {(section || result.date) && (
        <span className={styles.meta}>
          {section && <span className={styles.badge}>{t(sectionMessageKey(section))}</span>}
          {result.date && <time dateTime={result.date}>{formatDate(result.date)}</time>}
        </span>
      )}
      <span className={styles.excerpt}>
        <Excerpt excerpt={result.excerpt} />
      </span>
    </>
  );
}
