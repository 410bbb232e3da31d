import { Markdown } from '../../components/Markdown/index.js';
import type { RouteProps } from '../../types.js';
import styles from '../layout.module.css';

export type MarkdownPageLayoutProps = Extract<RouteProps, { kind: 'page' }>;

/** A page written in markdown. */
export function MarkdownPageLayout({ heading, title, content }: MarkdownPageLayoutProps) {
  return (
    <div className={styles.container}>
      <h1>{heading ?? title}</h1>
      <Markdown content={content} />
    </div>
  );
}
