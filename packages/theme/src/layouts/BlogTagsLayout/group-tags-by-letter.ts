import type { Tag } from '../../types.js';

export type CountedTag = Tag & { count: number };

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Tags grouped under their upper-case first letter, letters and tags in German alphabetical order. */
export function groupTagsByLetter(tags: readonly CountedTag[]): { letter: string; tags: CountedTag[] }[] {
  const groups = new Map<string, CountedTag[]>();
  for (const tag of [...tags].sort((a, b) => collator.compare(a.label, b.label))) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('de');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].map(([letter, grouped]) => ({ letter, tags: grouped })).sort((a, b) => collator.compare(a.letter, b.letter));
}
