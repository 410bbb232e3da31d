import { kebabCase } from 'lodash-es';
import type { FieldReader } from '../front-matter/fields.js';
import type { blogPostFields } from '../front-matter/schemas.js';
import type { Tag, TagWithCount } from '../types.js';
import { joinPath, unsafePathProblem } from '../route-paths.js';
import type { TagRules, TagsFile } from './tags-file.js';

/** A tag as Docusaurus makes it: the label as written, the permalink in lodash kebab-case. */
export function toTag(label: string, tagsPath: string): Tag {
  return { label, permalink: `${tagsPath}/${kebabCase(label)}` };
}

/**
 * The `tags` of a post or doc: texts, or `{ label, permalink }` objects whose permalink is placed under the
 * tags path as Docusaurus does. A text that is a key of the tags file is that predefined tag; any other tag is
 * inline, and reported as `onInlineTags` says when there is a tags file. A tag repeated (also in another case)
 * counts once.
 */
export function readTags(
  fields: FieldReader<Pick<typeof blogPostFields, 'tags'>>,
  tagsPath: string,
  rules?: TagRules,
): Tag[] {
  const tags: Tag[] = [];
  const inline: string[] = [];
  for (const [index, item] of (fields.value('tags') ?? []).entries()) {
    const predefined =
      typeof item === 'string' && rules?.predefined ? predefinedTag(rules.predefined, item) : undefined;
    if (predefined) {
      tags.push({ ...predefined, permalink: joinPath(tagsPath, predefined.permalink) });
      continue;
    }
    inline.push(typeof item === 'string' ? item : item.label);
    if (typeof item === 'string') {
      tags.push(toTag(item, tagsPath));
      continue;
    }
    const problem = unsafePathProblem(item.permalink);
    if (problem)
      fields.report(
        'tags',
        `The tag permalink ${problem}`,
        'Use a permalink made of words and dashes, e.g. `permalink: /open-source`.',
        [index, 'permalink'],
      );
    else tags.push({ label: item.label, permalink: joinPath(tagsPath, item.permalink) });
  }
  if (rules?.predefined && inline.length > 0) reportInlineTags(fields, inline, rules);
  return uniqueTags(tags);
}

function predefinedTag(predefined: TagsFile, key: string): Tag | undefined {
  return Object.hasOwn(predefined, key) ? predefined[key] : undefined;
}

function reportInlineTags(fields: FieldReader<Pick<typeof blogPostFields, 'tags'>>, labels: string[], rules: TagRules) {
  if (rules.onInlineTags === 'ignore') return;
  fields.report(
    'tags',
    `The tags ${labels.map((label) => `"${label}"`).join(', ')} are not defined in ${rules.file}.`,
    `Add them to ${rules.file} (\`${kebabCase(labels[0])}: { label: ${labels[0]} }\`) or use one of its keys; ` +
      "set `onInlineTags: 'ignore'` to allow tags the file does not define.",
    [],
    rules.onInlineTags !== 'throw',
  );
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

/** Orders labels by Unicode's root collation, the same for every site language (the theme sorts by the locale). */
export function compareLabels(a: string, b: string): number {
  return a.localeCompare(b, 'und', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}
