import React from 'react';
import Link from '@docusaurus/Link';
import styles from './GaugeCard.module.scss';

export default function GaugeCard({ title, to, children }) {
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to={to}>{title}</Link>
      </h3>
      <p>{children}</p>
    </article>
  );
}
