import type { HeadTagAttributes, SiteConfig } from './config.js';
import type { ConfigSource } from './config-source.js';
import type { Problems } from '../errors/problems.js';
import type { SiteHeadTag } from '../types.js';

const TAG_NAME = /^[a-z][a-z0-9-]*$/;

type Entry = { tag: SiteHeadTag } | { problem: { message: string; hint: string } };

/** The tags the config's `stylesheets`, `scripts` and `headTags` add to every page's head, the readable ones. */
export function siteHeadTagsOf(config: SiteConfig): SiteHeadTag[] {
  return entriesOf(config).flatMap(({ entry }) => ('tag' in entry ? [entry.tag] : []));
}

/** Checks `stylesheets`, `scripts` and `headTags`: each entry a URL or attributes with one, or a tag with a name. */
export function checkSiteHeadTags(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  for (const { entry, path } of entriesOf(config)) {
    if ('problem' in entry)
      problems.error(
        entry.problem.message,
        source.locatePath(path, { isValue: true }) ?? source.locateKey(String(path[0])),
        entry.problem.hint,
      );
  }
}

function entriesOf(config: SiteConfig): { entry: Entry; path: [string, number] }[] {
  const listOf = (key: 'stylesheets' | 'scripts' | 'headTags'): unknown[] => {
    const value: unknown = config[key];
    return Array.isArray(value) ? value : [];
  };
  return [
    ...listOf('stylesheets').map((value, index) => ({
      entry: linkedTag(value, { key: 'stylesheets', tagName: 'link', url: 'href', fixed: { rel: 'stylesheet' } }),
      path: ['stylesheets', index] as [string, number],
    })),
    ...listOf('scripts').map((value, index) => ({
      entry: linkedTag(value, { key: 'scripts', tagName: 'script', url: 'src', fixed: {} }),
      path: ['scripts', index] as [string, number],
    })),
    ...listOf('headTags').map((value, index) => ({
      entry: headTag(value, index),
      path: ['headTags', index] as [string, number],
    })),
  ];
}

/** A stylesheet's `<link>` or a script's `<script>`: a URL, or attributes with it under `url`. */
function linkedTag(
  value: unknown,
  kind: { key: string; tagName: string; url: 'href' | 'src'; fixed: Record<string, string> },
): Entry {
  if (typeof value === 'string')
    return { tag: { tagName: kind.tagName, attributes: { ...kind.fixed, [kind.url]: value } } };
  const attributes = attributesOf(value);
  if (attributes && typeof attributes[kind.url] === 'string')
    return { tag: { tagName: kind.tagName, attributes: { ...kind.fixed, ...attributes } } };
  return {
    problem: {
      message: `An entry of ${kind.key} is neither a URL nor attributes with \`${kind.url}\`.`,
      hint: `Write a URL ('https://…') or its attributes: { ${kind.url}: 'https://…', crossorigin: 'anonymous' }.`,
    },
  };
}

function headTag(value: unknown, index: number): Entry {
  const hint = "Write it like { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://…' } }.";
  if (typeof value !== 'object' || value === null)
    return { problem: { message: `headTags[${index}] is not a tag.`, hint } };
  const { tagName, attributes = {}, innerHTML } = value as Record<string, unknown>;
  if (typeof tagName !== 'string' || !TAG_NAME.test(tagName))
    return {
      problem: { message: `headTags[${index}] has no tagName Kran can write (${JSON.stringify(tagName)}).`, hint },
    };
  const read = attributesOf(attributes);
  if (!read || (innerHTML !== undefined && typeof innerHTML !== 'string'))
    return {
      problem: { message: `headTags[${index}] has attributes or innerHTML that are not text.`, hint },
    };
  return { tag: { tagName, attributes: read, ...(typeof innerHTML === 'string' ? { innerHTML } : {}) } };
}

/** Attributes to write: text as it is, `true` without a value, `false` left out; undefined for anything else. */
function attributesOf(value: unknown): Record<string, string | true> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const attributes: Record<string, string | true> = {};
  for (const [name, given] of Object.entries(value as HeadTagAttributes)) {
    if (typeof given === 'string' || given === true) attributes[name] = given;
    else if (given !== false) return undefined;
  }
  return attributes;
}
