import type { ReactNode } from 'react';
import { Excerpt } from './Excerpt.js';
import type { SearchResultSection } from './search-result.js';
import styles from './SearchHit.module.css';

export interface SearchHitSectionProps {
  section: SearchResultSection;
  /** The heading as it should appear: plain in the search box's list, a link on the results page. */
  title?: ReactNode;
}

/** A matching section below a result: its heading and the excerpt with the matches highlighted. */
export function SearchHitSection({ section, title = section.title }: SearchHitSectionProps) {
  return (
    <>
      <span className={styles.sectionTitle}>{title}</span>
      <span className={styles.excerpt}>
        <Excerpt excerpt={section.excerpt} />
      </span>
    </>
  );
}
