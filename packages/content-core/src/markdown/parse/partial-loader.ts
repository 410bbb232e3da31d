import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../cache/cache.js';
import { stripFrontMatter } from '../../front-matter/parse-front-matter.js';
import { parseMarkdown, type ParsedMarkdown } from './parse-markdown.js';
import { resolvePartial, type LoadPartial } from '../mdx/expand-partials.js';

/**
 * Reads and parses the partials that MDX files import, once per text, and names what a page's render depends on:
 * the texts of the partials it shows, through its partials' own imports. Partials are read from the site folder
 * and the content folders (absolute), which may lie outside it (`../docs`); from nowhere else.
 */
export function createPartialLoader(
  siteRoot: string,
  contentFolders: readonly string[],
  readText: (absoluteFile: string) => string,
) {
  const roots = [siteRoot, ...contentFolders];
  const parsedBySource = new Map<string, ParsedMarkdown>();
  const sourceOf = (file: string): string | 'missing' | 'outside' => {
    const absolute = path.resolve(siteRoot, file);
    if (!roots.some((root) => absolute.startsWith(root + path.sep))) return 'outside';
    return existsSync(absolute) ? readText(absolute) : 'missing';
  };
  const load = (file: string): ParsedMarkdown | 'missing' | 'outside' => {
    const source = sourceOf(file);
    if (source === 'missing' || source === 'outside') return source;
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
        const source = sourceOf(target);
        // No text of a file can hold the NUL that marks an absent one.
        seen.set(target, source === 'missing' || source === 'outside' ? `\u0000${source}` : source);
        const parsed = load(target);
        visit(target, typeof parsed === 'string' ? [] : (parsed.partials ?? []));
      }
    };
    visit(item.file, item.parsed.partials);
    return hashOf([...seen].flat());
  };
  return { load: load satisfies LoadPartial, keyOf };
}
