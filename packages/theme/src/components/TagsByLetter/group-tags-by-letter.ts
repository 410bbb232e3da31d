import type { Tag } from '../../types.js';

export type CountedTag = Tag & { count: number };

/** Tags grouped under their upper-case first letter, letters and tags in the alphabetical order of the locale. */
export function groupTagsByLetter(
  tags: readonly CountedTag[],
  locale: string,
  compareText: (a: string, b: string) => number,
): { letter: string; tags: CountedTag[] }[] {
  const groups = new Map<string, CountedTag[]>();
  for (const tag of [...tags].sort((a, b) => compareText(a.label, b.label))) {
    const letter = tag.label.charAt(0).toLocaleUpperCase(locale);
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .map(([letter, grouped]) => ({ letter, tags: grouped }))
    .sort((a, b) => compareText(a.letter, b.letter));
}
