import type { HeadTag } from '@kran/contract';
import { useHeadTags } from '@kran/runtime';
import { Children, isValidElement, useEffect, type ReactNode } from 'react';

/** React's names of attributes whose HTML name is not the lowercase one. */
const HTML_NAMES: Record<string, string> = { httpEquiv: 'http-equiv', className: 'class', htmlFor: 'for' };

/**
 * Docusaurus's `<Head>`: its `<title>` sets the document's title, its `<meta>` and `<link>` children are in the
 * document's head while the page is shown (after a navigation too) and are taken away when it is left.
 * The prerendered head comes from the page's exports (`export const title`, `description`) or its `<Layout>`.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const elements = Children.toArray(children).filter((child) => isValidElement<Record<string, unknown>>(child)) as {
    type: unknown;
    props: Record<string, unknown>;
  }[];
  const title = elements.find((element) => element.type === 'title')?.props.children;
  useHeadTags(elements.flatMap(headTagOf));
  useEffect(() => {
    if (typeof title === 'string') document.title = title;
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
