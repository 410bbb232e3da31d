import type { ConfigPath, ConfigSource, SourceLocation } from '@kran/content-core';

/**
 * Where an option of docusaurus.config.js is written: the key at its path in the exported object; else (a config
 * made by a function, a value built by code) the first place after its parent's key where its key is written (as
 * `key:` or as a method, `key(`) or, for an entry of a list, its `value` in quotes.
 */
export function locateOption(
  source: ConfigSource,
  text: string,
  note: { path: ConfigPath; value?: string },
): SourceLocation {
  const exact = source.locatePath(note.path);
  if (exact) return exact;
  const keys = note.path.filter((step): step is string => typeof step === 'string');
  const last = note.path.at(-1);
  const parent = keys.at(typeof last === 'number' ? -1 : -2);
  const start = parent === undefined ? 0 : Math.max(0, indexAfter(text, keyPattern(parent), 0));
  const pattern =
    note.value !== undefined
      ? `(['"\`])${escapeRegExp(note.value)}\\1`
      : typeof last === 'string'
        ? keyPattern(last)
        : undefined;
  const offset = pattern === undefined ? -1 : indexAfter(text, pattern, start);
  return offset < 0 ? { file: source.file } : { file: source.file, ...lineAndColumn(text, offset) };
}

/** A key written bare or quoted, followed by `:` or, for a method, `(`. */
function keyPattern(key: string): string {
  return `(?<![\\w$])(['"\`]?)${escapeRegExp(key)}\\1\\s*[:(]`;
}

function indexAfter(text: string, pattern: string, start: number): number {
  const regExp = new RegExp(pattern, 'g');
  regExp.lastIndex = start;
  return regExp.exec(text)?.index ?? -1;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
