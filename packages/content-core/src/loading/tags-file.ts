import { capitalize, kebabCase } from 'lodash-es';
import type { Problems } from '../errors/problems.js';
import type { Tag } from '../types.js';
import { parseYamlMap, type YamlMapKind } from './yaml-map.js';

/**
 * The predefined tags of a tags file (Docusaurus 3's `tags.yml`) by key: permalinks relative to the tags page,
 * `/docusaurus`, as written or made from the key.
 */
export type TagsFile = Record<string, Tag>;

/** How a blog or docs instance reads the `tags` of its files. */
export interface TagRules {
  /** The tags file, relative to the site root; its tags when it exists. */
  file: string;
  predefined?: TagsFile;
  /** What to do about a tag the tags file does not define, when there is one. */
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
}

const TAGS_FILE: YamlMapKind = {
  name: 'The tags file',
  entries: 'tags',
  example: '`docusaurus:` followed by an indented `label: Docusaurus`',
  indentHint: 'Check the indentation: each key starts a line, its fields follow indented, e.g. `  label: Docusaurus`.',
};

const TAG_FIELDS = ['label', 'permalink', 'description'] as const;

/**
 * Reads a tags file as Docusaurus 3 does: each key maps to an object with `label` (the key capitalised by default),
 * `permalink` (`/` and the key in kebab-case by default) and `description`, or to nothing for all defaults.
 */
export function parseTagsFile(source: string, file: string, problems: Problems): TagsFile {
  const map = parseYamlMap(source, file, TAGS_FILE, problems);
  if (!map) return {};
  const tags: TagsFile = Object.create(null) as TagsFile;
  const keysByPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(map.entries)) {
    const entry = (value ?? {}) as Record<string, unknown>;
    const wrong =
      typeof entry !== 'object' || Array.isArray(entry)
        ? ['the entry']
        : TAG_FIELDS.filter((field) => field in entry && typeof entry[field] !== 'string').map(
            (field) => `\`${field}\``,
          );
    if (wrong.length > 0) {
      problems.error(
        `Tag "${key}" of the tags file has ${wrong.join(', ')} of the wrong type: texts are expected.`,
        map.locate(key),
        `Write it like \`${key}: { label: ${capitalize(key)}, permalink: /${kebabCase(key)}, description: … }\`.`,
      );
      continue;
    }
    const permalink = (entry.permalink as string | undefined) || `/${kebabCase(key)}`;
    const sameAs = keysByPermalink.get(permalink);
    if (sameAs !== undefined) {
      problems.error(
        `Tags "${sameAs}" and "${key}" of the tags file have the same permalink ${permalink}, so one page would hide the other.`,
        map.locate(key),
        `Give "${key}" a permalink of its own, e.g. \`permalink: /${kebabCase(key)}-2\`.`,
      );
      continue;
    }
    keysByPermalink.set(permalink, key);
    const description = entry.description as string | undefined;
    tags[key] = {
      label: (entry.label as string | undefined) || capitalize(key),
      permalink,
      ...(description ? { description } : {}),
    };
  }
  return tags;
}
