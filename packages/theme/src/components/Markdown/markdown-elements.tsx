import type { Element } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { Children, isValidElement, type ComponentProps, type JSX, type ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import { useT } from '../../i18n/I18nContext.js';
import { Admonition, toAdmonitionType } from '../Admonition/index.js';
import { CodeBlock } from '../CodeBlock/index.js';
import { Details } from '../Details/index.js';
import { Link } from '../Link/index.js';
import { LiveCodeBlock } from '../LiveCodeBlock/index.js';
import { Island } from '../../islands/Island.js';
import { THEME_ISLANDS } from '../../islands/island-names.js';
import { textOf } from './hast-text.js';
import { MarkdownTable } from './MarkdownTable.js';
import styles from './Markdown.module.css';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type WithNode<T extends keyof JSX.IntrinsicElements> = ComponentProps<T> & { node?: Element };

/** The `data-*` attributes content-core sets, which React's element types do not list. */
function dataOf(props: object, name: string): unknown {
  return (props as Record<string, unknown>)[`data-${name}`];
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A heading with its id and a "#" link to itself. */
export function heading(tag: HeadingTag) {
  return function Heading({ node, id, children, ...rest }: WithNode<HeadingTag>) {
    const t = useT();
    const Tag = tag;
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const label = t('heading.anchor', { heading: node ? textOf(node) : String(id) });
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        <a className={styles.hashLink} href={`#${id}`} aria-label={label} title={label} data-pagefind-ignore="">
          #
        </a>
      </Tag>
    );
  };
}

export function MarkdownAnchor({ node: _node, href, children, ...rest }: WithNode<'a'>) {
  // `<a name="x"></a>` or `<a id="x">` without href marks a place that links lead to; it is no link itself.
  if (href === undefined) return <a {...rest}>{children}</a>;
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * Images load when they come near the viewport; width and height, when given, reserve their space.
 * Site paths (`/img/x.svg`) are served below the site's base URL, as links are.
 */
export function MarkdownImage({
  node: _node,
  loading = 'lazy',
  decoding = 'async',
  src = '',
  ...rest
}: WithNode<'img'>) {
  const isSitePath = src.startsWith('/') && !src.startsWith('//');
  const siteSrc = useHref(isSitePath ? src : '/');
  return <img loading={loading} decoding={decoding} src={isSitePath ? siteSrc : src} {...rest} />;
}

/** `pre[data-live]` becomes the live editor, every other `pre` a code block. */
export function MarkdownPre({ node, children, ...rest }: WithNode<'pre'>) {
  if (dataOf(rest, 'live')) {
    const code = node ? textOf(node) : '';
    return (
      <Island name={THEME_ISLANDS.liveCodeBlock} props={{ code }}>
        <LiveCodeBlock code={code}>{children}</LiveCodeBlock>
      </Island>
    );
  }
  const props = {
    title: stringOrUndefined(dataOf(rest, 'title')),
    language: stringOrUndefined(dataOf(rest, 'language')),
    showLineNumbers: Boolean(dataOf(rest, 'line-numbers')),
  };
  return (
    <Island name={THEME_ISLANDS.codeBlock} props={props}>
      <CodeBlock {...props}>{children}</CodeBlock>
    </Island>
  );
}

/** A table in its scrolling wrapper, which the browser's island measures. */
export function MarkdownTableIsland(props: WithNode<'table'>) {
  return (
    <Island name={THEME_ISLANDS.table} props={{}}>
      <MarkdownTable {...props} />
    </Island>
  );
}

/** `aside[data-admonition]` becomes an admonition; any other aside stays as written. */
export function MarkdownAside({ node: _node, children, ...rest }: WithNode<'aside'>) {
  const type = dataOf(rest, 'admonition');
  if (type === undefined) return <aside {...rest}>{children}</aside>;
  return (
    <Admonition type={toAdmonitionType(type)} title={stringOrUndefined(dataOf(rest, 'title'))}>
      {children}
    </Admonition>
  );
}

/** `details > summary` from raw HTML becomes the animated Details. */
export function MarkdownDetails({ node: _node, open, children }: WithNode<'details'>) {
  const parts = Children.toArray(children);
  const summary = parts.find((child) => isValidElement(child) && child.type === 'summary');
  const content = parts.filter((child) => child !== summary && !(typeof child === 'string' && child.trim() === ''));
  const summaryContent = isValidElement<{ children?: ReactNode }>(summary) ? summary.props.children : undefined;
  return (
    <Island name={THEME_ISLANDS.details} props={{ isInitiallyOpen: Boolean(open) }}>
      <Details summary={summaryContent} isInitiallyOpen={Boolean(open)}>
        {content}
      </Details>
    </Island>
  );
}

/** The theme's renderers of markdown elements; the server renders content with them (and a layout's extra ones). */
export const markdownElements: Partial<Components> = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: MarkdownAnchor,
  aside: MarkdownAside,
  details: MarkdownDetails,
  img: MarkdownImage,
  pre: MarkdownPre,
  table: MarkdownTableIsland,
};
