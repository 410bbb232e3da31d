import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../cache/cache.js';
import { Problems } from '../../errors/problems.js';
import { stripFrontMatter } from '../../front-matter/parse-front-matter.js';
import type { MaybePromise } from '../../maybe-async.js';
import { NeedsWaiting } from '../../errors/needs-waiting.js';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import { parseMarkdown, type ParsedMarkdown, type RemarkHooks } from './parse-markdown.js';
import { resolvePartial, type LoadPartial } from '../mdx/expand-partials.js';

/** The remark plugins of the content that shows a partial, which parse the partial too, as Docusaurus's loader does. */
export interface PartialPlugins {
  /** The same plugin lists have the same key, so a partial is parsed once for them. */
  key: object;
  hooksFor(context: { file: string; source: string; problems: Problems }): RemarkHooks;
}

const NO_PLUGINS: PartialPlugins = { key: {}, hooksFor: () => ({}) };

/**
 * Reads and parses the partials that MDX files import, once per text and plugin lists, and names what a page's
 * render depends on: the texts of the partials it shows, through its partials' own imports. Partials are read from
 * the site folder and the content folders (absolute), which may lie outside it (`../docs`); from nowhere else. A
 * partial whose plugins work asynchronously is parsed by `preload` before `load` may give it.
 */
export function createPartialLoader(
  siteRoot: string,
  contentFolders: readonly string[],
  readText: (absoluteFile: string) => string,
) {
  const roots = [siteRoot, ...contentFolders];
  const parsedByPlugins = new WeakMap<object, Map<string, MaybePromise<ParsedMarkdown>>>();
  const sourceOf = (file: string): string | 'missing' | 'outside' => {
    const absolute = path.resolve(siteRoot, file);
    if (!roots.some((root) => absolute.startsWith(root + path.sep))) return 'outside';
    return existsSync(absolute) ? readText(absolute) : 'missing';
  };
  const parse = (file: string, plugins: PartialPlugins): MaybePromise<ParsedMarkdown> | 'missing' | 'outside' => {
    const source = sourceOf(file);
    if (source === 'missing' || source === 'outside') return source;
    let parsedBySource = parsedByPlugins.get(plugins.key);
    if (!parsedBySource) parsedByPlugins.set(plugins.key, (parsedBySource = new Map()));
    const key = `${file}\u0000${source}`;
    let parsed = parsedBySource.get(key);
    if (!parsed) {
      const problems = new Problems();
      const options = { isMdx: file.endsWith('.mdx'), isPartial: true };
      const made = parseMarkdown(stripFrontMatter(source), options, plugins.hooksFor({ file, source, problems }));
      parsed =
        made instanceof Promise ? made.then((value) => withProblems(value, problems)) : withProblems(made, problems);
      parsedBySource.set(key, parsed);
      if (parsed instanceof Promise) void parsed.then((value) => parsedBySource.set(key, value));
    }
    return parsed;
  };
  const load = (file: string, plugins = NO_PLUGINS): ParsedMarkdown | 'missing' | 'outside' => {
    const parsed = parse(file, plugins);
    if (parsed instanceof Promise) throw new NeedsWaiting(`The partial ${file} is still parsed by its plugins.`);
    return parsed;
  };
  /** Parses the partials a file shows, through their own imports, waiting for asynchronous plugins. */
  const preload = async (item: { file: string; parsed: ParsedMarkdown }, plugins = NO_PLUGINS): Promise<void> => {
    const seen = new Set<string>();
    const visit = async (file: string, specifiers: string[]): Promise<void> => {
      for (const specifier of specifiers) {
        const target = resolvePartial(file, specifier);
        if (seen.has(target)) continue;
        seen.add(target);
        const parsed = await parse(target, plugins);
        if (typeof parsed !== 'string') await visit(target, parsed.partials ?? []);
      }
    };
    await visit(item.file, item.parsed.partials ?? []);
  };
  /** A key part that changes when a partial the content shows changes; empty without partials. */
  const keyOf = (item: { file: string; parsed: ParsedMarkdown }, plugins = NO_PLUGINS): string => {
    if (!item.parsed.partials) return '';
    const seen = new Map<string, string>();
    const visit = (file: string, specifiers: string[]) => {
      for (const specifier of specifiers) {
        const target = resolvePartial(file, specifier);
        if (seen.has(target)) continue;
        const source = sourceOf(target);
        // No text of a file can hold the NUL that marks an absent one.
        seen.set(target, source === 'missing' || source === 'outside' ? `\u0000${source}` : source);
        const parsed = load(target, plugins);
        visit(target, typeof parsed === 'string' ? [] : (parsed.partials ?? []));
      }
    };
    visit(item.file, item.parsed.partials);
    return hashOf([...seen].flat());
  };
  return { load: load satisfies LoadPartial, preload, keyOf };
}

/** The partial with what its plugins reported, as problems of the partial's file. */
function withProblems(parsed: ParsedMarkdown, problems: Problems): ParsedMarkdown {
  if (problems.errors.length === 0 && problems.warnings.length === 0) return parsed;
  const reported: DirectiveProblem[] = [
    ...problems.errors.map(({ message, location, hint }) => ({ message, ...placeOf(location), hint: hint ?? '' })),
    ...problems.warnings.map(({ message, location, hint }) => ({
      message,
      ...placeOf(location),
      hint: hint ?? '',
      isWarning: true,
    })),
  ];
  return { ...parsed, problems: [...parsed.problems, ...reported] };
}

function placeOf(location: { line?: number; column?: number }): { line?: number; column?: number } {
  return { ...(location.line ? { line: location.line } : {}), ...(location.column ? { column: location.column } : {}) };
}
