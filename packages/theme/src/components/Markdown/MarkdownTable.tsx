import type { Element } from 'hast';
import { useRef, type ComponentProps } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { useIsScrollable } from './useIsScrollable.js';
import styles from './Markdown.module.css';

type MarkdownTableProps = ComponentProps<'table'> & { node?: Element };

/** A table in a wrapper that scrolls sideways on narrow screens; keyboard users can focus it then to scroll. */
export function MarkdownTable({ node: _node, ...rest }: MarkdownTableProps) {
  const t = useT();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(wrapperRef);
  const scrollProps = isScrollable ? { role: 'region', 'aria-label': t('markdown.scrollableTable'), tabIndex: 0 } : {};
  return (
    <div ref={wrapperRef} className={styles.tableWrapper} {...scrollProps}>
      <table {...rest} />
    </div>
  );
}
