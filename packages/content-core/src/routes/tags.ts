import { kebabCase } from 'lodash-es';
import type { Tag, TagWithCount } from '../types.js';

/** A tag as Docusaurus makes it: the label as written, the permalink in lodash kebab-case. */
export function toTag(label: string, tagsPath: string): Tag {
  return { label, permalink: `${tagsPath}/${kebabCase(label)}` };
}

/** Removes repeated tags of one post (`REST` and `rest` are one tag). */
export function uniqueTags(tags: Tag[]): Tag[] {
  const seen = new Set<string>();
  return tags.filter((tag) => !seen.has(tag.permalink) && seen.add(tag.permalink));
}

/** Groups items by tag permalink; the first label seen names the tag. Sorted by label. */
export function groupByTag<T extends { tags: Tag[] }>(items: T[]): { tag: TagWithCount; items: T[] }[] {
  const groups = new Map<string, { tag: TagWithCount; items: T[] }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const group = groups.get(tag.permalink) ?? { tag: { ...tag, count: 0 }, items: [] };
      group.items.push(item);
      group.tag.count = group.items.length;
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].sort((a, b) => compareLabels(a.tag.label, b.tag.label));
}

export function compareLabels(a: string, b: string): number {
  return a.localeCompare(b, 'de', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}
