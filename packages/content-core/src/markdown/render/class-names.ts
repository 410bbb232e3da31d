import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';

/** The class names the content's elements carry, sorted: what a site's or theme's stylesheet may style in it. */
export function classNamesOf(content: HastRoot): string[] {
  const names = new Set<string>();
  visit(content, 'element', (element: Element) => {
    const className: unknown = element.properties.className;
    const list = typeof className === 'string' ? className.split(/\s+/) : Array.isArray(className) ? className : [];
    for (const name of list) if (typeof name === 'string' && name !== '') names.add(name);
  });
  return [...names].sort();
}
