import { Children, isValidElement, useEffect, type ReactNode } from 'react';

/**
 * Docusaurus's `<Head>`: its `<title>` and `<meta name content>` children are applied to the document in the browser.
 * The prerendered head comes from the page's exports (`export const title`, `description`).
 */
export default function Head({ children }: { children?: ReactNode }) {
  useEffect(() => {
    for (const child of Children.toArray(children)) {
      if (!isValidElement<{ children?: unknown; name?: string; content?: string }>(child)) continue;
      if (child.type === 'title' && typeof child.props.children === 'string') document.title = child.props.children;
      if (child.type === 'meta' && child.props.name && child.props.content !== undefined)
        setMeta(child.props.name, child.props.content);
    }
  }, [children]);
  return null;
}

export function setMeta(name: string, content: string): void {
  let meta = [...document.head.querySelectorAll<HTMLMetaElement>('meta[name]')].find((each) => each.name === name);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}
