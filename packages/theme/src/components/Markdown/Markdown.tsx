import type { Element, ElementContent } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps, JSX } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { t, type MessageValues } from '../../i18n/t.js';
import type { MessageKey } from '../../i18n/de.js';
import type { HastContent } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  content: HastContent;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type WithNode<T extends keyof JSX.IntrinsicElements> = ComponentProps<T> & { node?: Element };

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function heading(tag: HeadingTag) {
  return function Heading({ node, id, children, ...rest }: WithNode<HeadingTag>) {
    const Tag = tag;
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const label = t('heading.anchor', { heading: node ? textOf(node) : String(id) });
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        <a className={styles.hashLink} href={`#${id}`} aria-label={label} title={label}>
          #
        </a>
      </Tag>
    );
  };
}

function Admonition({ node: _node, children, ...rest }: WithNode<'aside'>) {
  const props = rest as Record<string, unknown>;
  const type = String(props['data-admonition'] ?? 'note');
  const title = (props['data-title'] as string | undefined) ?? t(`admonition.${type}` as MessageKey, {} as MessageValues);
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ''}`}>
      <p className={styles.admonitionTitle}>{title}</p>
      {children}
    </aside>
  );
}

function Anchor({ node: _node, href = '', children, ...rest }: WithNode<'a'>) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

function Table({ node: _node, ...rest }: WithNode<'table'>) {
  return (
    <div className={styles.tableWrapper}>
      <table {...rest} />
    </div>
  );
}

const components: Partial<Components> = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  aside: Admonition,
  a: Anchor,
  table: Table,
};

/** Renders markdown content (hast from content-core) with the theme's headings, links and admonitions. */
export function Markdown({ content }: MarkdownProps) {
  return <div className={styles.root}>{toJsxRuntime(content, { Fragment, jsx, jsxs, components, passNode: true })}</div>;
}
