import type { Element } from 'hast';
import { useRef, type ComponentProps, type Ref } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import { StaticHtml } from '../../islands/StaticHtml.js';
import { useIsScrollable } from './useIsScrollable.js';
import styles from './Markdown.module.css';

type MarkdownTableProps = ComponentProps<'table'> & {
  node?: Element;
  /** The table as prerendered HTML, in place of the table's props: how the table's island puts it back. */
  tableHtml?: string;
};

/** A table in a wrapper that scrolls sideways on narrow screens; keyboard users can focus it then to scroll. */
export function MarkdownTable({ node: _node, tableHtml, ...rest }: MarkdownTableProps) {
  const t = useT();
  const wrapperRef = useRef<HTMLElement>(null);
  const isScrollable = useIsScrollable(wrapperRef);
  const scrollProps = isScrollable ? { role: 'region', 'aria-label': t('markdown.scrollableTable'), tabIndex: 0 } : {};
  if (tableHtml !== undefined)
    return <StaticHtml ref={wrapperRef} className={styles.tableWrapper} html={tableHtml} {...scrollProps} />;
  return (
    <div ref={wrapperRef as Ref<HTMLDivElement>} className={styles.tableWrapper} {...scrollProps} {...ISLAND_SLOT}>
      <table {...rest} />
    </div>
  );
}
