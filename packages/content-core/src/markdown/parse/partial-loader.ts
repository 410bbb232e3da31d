import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../cache/cache.js';
import { stripFrontMatter } from '../../front-matter/parse-front-matter.js';
import { parseMarkdown, type ParsedMarkdown } from './parse-markdown.js';
import { resolvePartial, type LoadPartial } from '../mdx/expand-partials.js';

/**
 * Reads and parses the partials that MDX files import, once per text, and names what a page's render depends on:
 * the texts of the partials it shows, through its partials' own imports.
 */
export function createPartialLoader(siteRoot: string, readText: (absoluteFile: string) => string) {
  const parsedBySource = new Map<string, ParsedMarkdown>();
  const sourceOf = (file: string): string | undefined => {
    const absolute = path.resolve(siteRoot, file);
    return absolute.startsWith(siteRoot + path.sep) && existsSync(absolute) ? readText(absolute) : undefined;
  };
  const load = (file: string): ParsedMarkdown | undefined => {
    const source = sourceOf(file);
    if (source === undefined) return undefined;
    const key = `${file}\u0000${source}`;
    let parsed = parsedBySource.get(key);
    if (!parsed)
      parsedBySource.set(
        key,
        (parsed = parseMarkdown(stripFrontMatter(source), { isMdx: file.endsWith('.mdx'), isPartial: true })),
      );
    return parsed;
  };
  /** A key part that changes when a partial the content shows changes; empty without partials. */
  const keyOf = (item: { file: string; parsed: ParsedMarkdown }): string => {
    if (!item.parsed.partials) return '';
    const seen = new Map<string, string>();
    const visit = (file: string, specifiers: string[]) => {
      for (const specifier of specifiers) {
        const target = resolvePartial(file, specifier);
        if (seen.has(target)) continue;
        seen.set(target, sourceOf(target) ?? '');
        visit(target, load(target)?.partials ?? []);
      }
    };
    visit(item.file, item.parsed.partials);
    return hashOf([...seen].flat());
  };
  return { load: load satisfies LoadPartial, keyOf };
}
