import { useState } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import type { TocItem } from '../../types.js';
import { nestTocItems, type TocNode } from './nest-toc-items.js';
import styles from './TableOfContents.module.css';

export interface TableOfContentsProps {
  items: TocItem[];
  /** Id of the heading being read, highlighted in the list. */
  activeId?: string;
  /** `sidebar`: a sticky column beside the content; `collapsible`: a closed box above it, for phones. */
  variant: 'sidebar' | 'collapsible';
}

/** The headings of a page as links; renders nothing for a page without headings. */
export function TableOfContents({ items, activeId, variant }: TableOfContentsProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  if (items.length === 0) return null;
  const list = <TocList nodes={nestTocItems(items)} activeId={activeId} />;
  if (variant === 'sidebar') {
    return (
      <nav className="side-panel" aria-label={t('docs.onThisPage')}>
        <p className="side-panel-title">{t('docs.onThisPage')}</p>
        {list}
      </nav>
    );
  }
  return (
    <nav className={styles.collapsible} aria-label={t('docs.onThisPage')}>
      <details open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>{t('docs.onThisPage')}</summary>
        {/* The links render only while the box is open, so the page does not hold them twice. Following one
            closes the box, so the heading it jumps to is not hidden below it. */}
        {isOpen && (
          <div
            className={styles.collapsibleBody}
            onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
          >
            {list}
          </div>
        )}
      </details>
    </nav>
  );
}

function TocList({ nodes, activeId }: { nodes: TocNode[]; activeId?: string }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${node.id}`}
            className={node.id === activeId ? `${styles.link} ${styles.isActive}` : styles.link}
            aria-current={node.id === activeId ? 'location' : undefined}
          >
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}
