import type { ProblemHandling, SiteConfig } from './config.js';
import { checkI18n } from './check-i18n.js';
import { checkLinkLanguages } from './check-link-languages.js';
import { checkMdxComponents, checkRawImports } from './mdx-components.js';
import { checkSiteHeadTags } from './site-head-tags.js';
import { checkRouteSegments } from './check-route-segments.js';
import type { ConfigPath } from './config-outline.js';
import type { ConfigSource } from './config-source.js';
import { definedEntries } from './defined-entries.js';
import { DEFAULT_TOC_LEVELS, MAX_TOC_LEVEL, MIN_TOC_LEVEL } from '../front-matter/toc-levels.js';
import type { Problems } from '../errors/problems.js';
import { unsafePathProblem } from '../route-paths.js';

const BANNERS = ['none', 'unreleased', 'unmaintained'];

/**
 * Checks the config values whose range or choice the types cannot hold: heading levels, version settings, the
 * languages of links, the URL segments of generated pages.
 */
export function checkConfigValues(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  checkRepeatedKeys(source, problems);
  checkChoices(config, source, problems);
  checkTableOfContents(config, source, problems);
  checkSearch(config, source, problems);
  for (const [index, docs] of (config.docs ?? []).entries())
    for (const [name, settings] of Object.entries(docs.versions ?? {}))
      checkVersionSettings(
        settings,
        { docsId: docs.id, name, path: ['docs', index, 'versions', name] },
        source,
        problems,
      );
  checkI18n(config, source, problems);
  checkLinkLanguages(config, source, problems);
  checkMdxComponents(config, source, problems);
  checkRawImports(config, source, problems);
  checkSiteHeadTags(config, source, problems);
  checkRouteSegments(config, source, problems);
  checkCustomFields(config, source, problems);
}

/** A key written twice in one object: only the last one counts, which a reader of the file easily misses. */
function checkRepeatedKeys(source: ConfigSource, problems: Problems): void {
  for (const { path, at, earlier } of source.repeatedKeys()) {
    const key = path.at(-1)!;
    const lines = earlier.map((place) => place.line).join(', ');
    problems.error(
      `The key "${key}" is written ${earlier.length + 1} times in this object (before on line ${lines}); only this last one counts.`,
      at,
      `Keep one "${key}" and remove the others.`,
    );
  }
}

const HANDLINGS: readonly ProblemHandling[] = ['throw', 'warn', 'log', 'ignore'];
const CHOICES: Readonly<Record<string, readonly (string | boolean | number)[]>> = {
  onBrokenLinks: HANDLINGS,
  onBrokenMarkdownLinks: HANDLINGS,
  onDuplicateRoutes: HANDLINGS,
  onBrokenAnchors: HANDLINGS,
  trailingSlash: [true, false],
  baseUrlIssueBanner: [true, false],
  docusaurusVersion: [2, 3],
};

/** The top-level settings that take one of a few values. */
function checkChoices(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  for (const [key, choices] of Object.entries(CHOICES)) {
    const value: unknown = (config as unknown as Record<string, unknown>)[key];
    if (value === undefined || choices.includes(value as string | boolean | number)) continue;
    problems.error(
      `${key} is ${JSON.stringify(value)}, which Kran does not know.`,
      source.locatePath([key], { isValue: true }) ?? source.locateKey(key),
      `Write one of: ${choices.map((choice) => (typeof choice === 'string' ? `'${choice}'` : choice)).join(', ')}.`,
    );
  }
}

const JSON_KINDS = new Set(['string', 'number', 'boolean', 'object']);

/** customFields reach React pages in the browser as JSON: a function or undefined would be lost on the way. */
function checkCustomFields(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const fields: unknown = config.customFields;
  if (fields === undefined) return;
  const hint = 'Give customFields text, numbers, booleans, lists and objects: `customFields: { contactEmail: "…" }`.';
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    problems.error(`customFields is ${JSON.stringify(fields)}, not an object.`, source.locateKey('customFields'), hint);
    return;
  }
  for (const [key, value] of Object.entries(fields)) {
    if (JSON_KINDS.has(typeof value)) continue;
    problems.error(
      `customFields.${key} is ${value === undefined ? 'undefined' : `a ${typeof value}`}, which a page cannot receive: customFields go to the browser as JSON.`,
      source.locatePath(['customFields', key]) ?? source.locateKey(key, { after: 'customFields' }),
      hint,
    );
  }
}

function checkSearch(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  const shardSize: unknown = config.search?.shardSize;
  if (shardSize === undefined || (Number.isInteger(shardSize) && (shardSize as number) >= 1)) return;
  problems.error(
    `search.shardSize is ${JSON.stringify(shardSize)}, but it is the number of pages in one search index.`,
    source.locatePath(['search', 'shardSize']) ?? source.locateKey('shardSize', { after: 'search' }),
    `Write a whole number of at least 1, e.g. \`search: { shardSize: 2000 }\` (the default).`,
  );
}

function checkTableOfContents(config: SiteConfig, source: ConfigSource, problems: Problems): void {
  if (config.tableOfContents === undefined) return;
  const written = config.tableOfContents;
  const isLevel = (level: unknown) =>
    Number.isInteger(level) && (level as number) >= MIN_TOC_LEVEL && (level as number) <= MAX_TOC_LEVEL;
  const at = (key: string) =>
    source.locatePath(['tableOfContents', key]) ?? source.locateKey(key, { after: 'tableOfContents' });
  for (const key of ['minHeadingLevel', 'maxHeadingLevel'] as const) {
    const level = written[key];
    if (level === undefined || isLevel(level)) continue;
    problems.error(
      `tableOfContents.${key} is ${JSON.stringify(level)}, but headings in the table of contents have levels ${MIN_TOC_LEVEL} to ${MAX_TOC_LEVEL}.`,
      at(key),
      `Write a whole number from ${MIN_TOC_LEVEL} to ${MAX_TOC_LEVEL}, e.g. \`tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }\`.`,
    );
  }
  const { minHeadingLevel, maxHeadingLevel } = { ...DEFAULT_TOC_LEVELS, ...definedEntries(written) };
  if (isLevel(minHeadingLevel) && isLevel(maxHeadingLevel) && minHeadingLevel > maxHeadingLevel) {
    const isMaxWritten = written.maxHeadingLevel !== undefined;
    const max = `${maxHeadingLevel}${isMaxWritten ? '' : ', the default'}`;
    problems.error(
      `tableOfContents.maxHeadingLevel (${max}) is below minHeadingLevel (${minHeadingLevel}), so every table of contents would stay empty.`,
      at(isMaxWritten ? 'maxHeadingLevel' : 'minHeadingLevel'),
      `Set maxHeadingLevel to ${minHeadingLevel} or more, or lower minHeadingLevel.`,
    );
  }
}

function checkVersionSettings(
  settings: unknown,
  { docsId, name, path: settingsPath }: { docsId: string; name: string; path: ConfigPath },
  source: ConfigSource,
  problems: Problems,
): void {
  if (settings === undefined) return;
  // The setting's key in this version's settings; the first after the version's name where the file does not write it.
  const at = (key: string) => source.locatePath([...settingsPath, key]) ?? source.locateKey(key, { after: name });
  const { label, path, banner, badge } = (settings ?? {}) as Record<string, unknown>;
  const where =
    name === 'current'
      ? `The current version of the docs "${docsId}"`
      : `The version "${name}" of the docs "${docsId}"`;
  if (banner !== undefined && !BANNERS.includes(banner as string)) {
    problems.error(
      `${where} has the banner ${JSON.stringify(banner)}, which Kran does not know.`,
      (typeof banner === 'string' && source.locatePath([...settingsPath, 'banner'], { isValue: true })) || at('banner'),
      "Use banner: 'none', 'unreleased' or 'unmaintained'.",
    );
  }
  if (label !== undefined && (typeof label !== 'string' || label.trim() === '')) {
    problems.error(
      `${where} has a label that is not a text.`,
      at('label'),
      "Write it like `label: 'Nächste Version'`.",
    );
  }
  if (badge !== undefined && typeof badge !== 'boolean') {
    problems.error(
      `${where} has a badge setting that is not true or false.`,
      at('badge'),
      'Write `badge: true` or `badge: false`.',
    );
  }
  if (path !== undefined) {
    const problem =
      typeof path === 'string' ? unsafePathProblem(path) : `${JSON.stringify(path)}, which is not a text.`;
    if (problem)
      problems.error(
        `${where} has an unusable path: ${problem}`,
        at('path'),
        "Use a path made of words and dashes, e.g. `path: 'next'`.",
      );
  }
}
