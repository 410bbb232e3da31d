import type { ReactNode } from 'react';
import { Link } from '../../Link/index.js';
import { LandingIcon } from '../LandingIcon/index.js';
import styles from './Cards.module.css';

export interface CardProps {
  title?: string;
  icon?: string;
  /** Makes the whole card a link to this site path or URL, named by the title. */
  href?: string;
  children?: ReactNode;
}

/** One card (`:::card[Titel]{href="/docs" icon="book"}`); with `href` the whole card is clickable. */
export function Card({ title, icon, href, children }: CardProps) {
  const isLinked = Boolean(href && title);
  return (
    <section className={isLinked ? `${styles.card} ${styles.isLinked}` : styles.card} data-landing="card">
      {icon && <LandingIcon name={icon} />}
      {title && (
        <h3 className={styles.cardTitle}>
          {isLinked ? (
            <Link to={href!} className={styles.cardLink}>
              {title}{' '}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          ) : (
            title
          )}
        </h3>
      )}
      <div className={styles.cardText}>{children}</div>
    </section>
  );
}
