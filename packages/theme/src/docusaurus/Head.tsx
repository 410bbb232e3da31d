import type { HeadTag } from '@kran/contract';
import { useHeadTags } from '@kran/runtime';
import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { useReportPageHead } from '../page-head.js';

/** React's names of attributes whose HTML name is not the lowercase one. */
const HTML_NAMES: Record<string, string> = { httpEquiv: 'http-equiv', className: 'class', htmlFor: 'for' };

/**
 * Docusaurus's `<Head>`: its `<title>` sets the document's title, its `<meta>` and `<link>` children are in the
 * document's head while the page is shown (after a navigation too) and are taken away when it is left. The server
 * render reports them to the build, which writes them into the prerendered head, as Docusaurus does.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const elements = Children.toArray(children).filter((child) => isValidElement<Record<string, unknown>>(child)) as {
    type: unknown;
    props: Record<string, unknown>;
  }[];
  const title = textOf(elements.find((element) => element.type === 'title')?.props.children);
  const tags = elements.flatMap(headTagOf);
  useReportPageHead({ headTags: title === undefined ? tags : [...tags, { tagName: 'title', text: title }] });
  useHeadTags(tags);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  return null;
}

function headTagOf({ type, props }: { type: unknown; props: Record<string, unknown> }): HeadTag[] {
  if (type !== 'meta' && type !== 'link') return [];
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'string' || typeof value === 'number')
      attributes[HTML_NAMES[name] ?? name.toLowerCase()] = String(value);
  }
  return [{ tagName: type, attributes }];
}

/** The text of a `<title>`: its children when they are text and numbers only (`<title>{name} – Hilfe</title>`). */
function textOf(children: unknown): string | undefined {
  const parts = Array.isArray(children) ? children : [children];
  if (children === undefined || !parts.every((part) => typeof part === 'string' || typeof part === 'number'))
    return undefined;
  return parts.join('');
}
