import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../cache/cache.js';
import { Problems } from '../../errors/problems.js';
import { stripFrontMatter } from '../../front-matter/parse-front-matter.js';
import type { MaybePromise } from '../../maybe-async.js';
import { NeedsWaiting } from '../../errors/needs-waiting.js';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import { parseMarkdown, type ParsedMarkdown, type RemarkHooks } from './parse-markdown.js';
import { resolvePartial } from '../mdx/expand-partials.js';
import type { MdxValue } from '../mdx/mdx-value.js';
import type { MdxReading } from '../mdx/mdx-version.js';
import { readTextImports } from '../mdx/text-imports.js';

type Props = Record<string, MdxValue>;

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
 * partial whose plugins work asynchronously is parsed by `preload` before `load` may give it. Partials are read as the
 * site's content is, as `mdx` says.
 */
export function createPartialLoader(
  siteRoot: string,
  contentFolders: readonly string[],
  readText: (absoluteFile: string) => string,
  mdx: MdxReading = { version: 1 },
) {
  const roots = [siteRoot, ...contentFolders];
  const parsedByPlugins = new WeakMap<object, Map<string, MaybePromise<ParsedMarkdown>>>();
  const sourceOf = (file: string): string | 'missing' | 'outside' => {
    const absolute = path.resolve(siteRoot, file);
    if (!roots.some((root) => absolute.startsWith(root + path.sep))) return 'outside';
    return existsSync(absolute) ? readText(absolute) : 'missing';
  };
  const importedTextsOf = (file: string, source: string) =>
    readTextImports({ file, source }, mdx.rawImports ?? [], (imported) => {
      const text = sourceOf(imported);
      return text === 'missing' || text === 'outside' ? undefined : text;
    });
  const parse = (
    file: string,
    plugins: PartialPlugins,
    props?: Props,
  ): MaybePromise<ParsedMarkdown> | 'missing' | 'outside' => {
    const source = sourceOf(file);
    if (source === 'missing' || source === 'outside') return source;
    let parsedBySource = parsedByPlugins.get(plugins.key);
    if (!parsedBySource) parsedByPlugins.set(plugins.key, (parsedBySource = new Map()));
    const importedTexts = importedTextsOf(file, source);
    // The same partial given other props is other content: its expressions read them (`{props.name}`).
    const key = `${file}\u0000${source}\u0000${props ? JSON.stringify(props) : ''}\u0000${JSON.stringify(importedTexts ?? {})}`;
    let parsed = parsedBySource.get(key);
    if (!parsed) {
      const problems = new Problems();
      const options = {
        isMdx: file.endsWith('.mdx'),
        isPartial: true,
        mdx,
        ...(props ? { props } : {}),
        ...(importedTexts ? { importedTexts } : {}),
      };
      const made = parseMarkdown(stripFrontMatter(source), options, plugins.hooksFor({ file, source, problems }));
      parsed =
        made instanceof Promise ? made.then((value) => withProblems(value, problems)) : withProblems(made, problems);
      parsedBySource.set(key, parsed);
      if (parsed instanceof Promise) void parsed.then((value) => parsedBySource.set(key, value));
    }
    return parsed;
  };
  const load = (file: string, plugins = NO_PLUGINS, props?: Props): ParsedMarkdown | 'missing' | 'outside' => {
    const parsed = parse(file, plugins, props);
    if (parsed instanceof Promise) throw new NeedsWaiting(`The partial ${file} is still parsed by its plugins.`);
    return parsed;
  };
  /** Parses the partials a file shows, through their own imports, waiting for asynchronous plugins. */
  const preload = async (
    item: { file: string; parsed: Pick<ParsedMarkdown, 'partials'> },
    plugins = NO_PLUGINS,
  ): Promise<void> => {
    const seen = new Set<string>();
    const visit = async (file: string, parsed: Pick<ParsedMarkdown, 'partials'>): Promise<void> => {
      for (const { specifier, props } of parsed.partials ?? []) {
        const target = resolvePartial(file, specifier);
        const use = `${target}\u0000${props ? JSON.stringify(props) : ''}`;
        if (seen.has(use)) continue;
        seen.add(use);
        const partial = await parse(target, plugins, props);
        if (typeof partial !== 'string') await visit(target, partial);
      }
    };
    await visit(item.file, item.parsed);
  };
  /** A key part that changes when a partial the content shows changes; empty without partials. */
  const keyOf = (item: { file: string; parsed: Pick<ParsedMarkdown, 'partials'> }, plugins = NO_PLUGINS): string => {
    if (!item.parsed.partials) return '';
    const seen = new Map<string, string>();
    const visit = (file: string, parsed: Pick<ParsedMarkdown, 'partials'>) => {
      for (const { specifier, props } of parsed.partials ?? []) {
        const target = resolvePartial(file, specifier);
        if (seen.has(target)) continue;
        const source = sourceOf(target);
        // No text of a file can hold the NUL that marks an absent one.
        seen.set(
          target,
          source === 'missing' || source === 'outside'
            ? `\u0000${source}`
            : `${source}\u0000${JSON.stringify(importedTextsOf(target, source) ?? {})}`,
        );
        const partial = load(target, plugins, props);
        if (typeof partial !== 'string') visit(target, partial);
      }
    };
    visit(item.file, item.parsed);
    return hashOf([...seen].flat());
  };
  return { load, preload, keyOf };
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
