import type { Element, ElementContent } from 'hast';

export interface LatestPost {
  title: string;
  permalink: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

function elements(node: Element): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element');
}

function find(node: Element, tagName: string): Element | undefined {
  for (const child of elements(node)) {
    if (child.tagName === tagName) return child;
    const found = find(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function text(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(text).join('') : '';
}

/** The posts content-core lists in a `latest-posts` section: `ul > li > p > (a, time)`. */
export function readLatestPosts(section: Element): LatestPost[] {
  const list = find(section, 'ul');
  if (!list) return [];
  return elements(list).flatMap((item) => {
    const link = find(item, 'a');
    const time = find(item, 'time');
    const href = link?.properties.href;
    if (!link || typeof href !== 'string') return [];
    const date = time ? String(time.properties.dateTime ?? text(time)) : '';
    return [{ title: text(link), permalink: href, date }];
  });
}
