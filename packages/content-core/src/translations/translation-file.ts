import { parseDocument } from 'yaml';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import { parseJsonText } from '../loading/json-text.js';
import { locateKey } from '../loading/yaml-map.js';

/** One message of a translation file, as Docusaurus writes them: `{ "message": "…", "description": "…" }`. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

/** The entries of a translation file by key: `{ "sidebar.guide.category.Basics": { "message": "Grundlagen" } }`. */
export type TranslationEntries = Record<string, TranslationEntry>;

/** A translation file as read: its translated messages by key, and where each key stands in it. */
export interface TranslationFile {
  /** Relative to the site, with `/`: `i18n/de/code.json`. */
  file: string;
  messages: Record<string, string>;
  /** The well-formed entries, descriptions included. */
  entries: TranslationEntries;
  locate(key: string): SourceLocation;
}

const ENTRY_EXAMPLE = '`"key": { "message": "Übersetzung", "description": "what it is for" }`';

/**
 * Reads a translation file's text: an object mapping keys to `{ message, description? }`. Bad JSON and entries of
 * another shape are reported at their line and column, all of them; the well-formed entries are kept.
 */
export function parseTranslationFile(file: string, text: string, problems: Problems): TranslationFile | undefined {
  const parsed = parseJsonText(
    file,
    text,
    problems,
    'Fix the JSON syntax there; `kran write-translations` writes a valid file to start from.',
  );
  if (!parsed.ok) return undefined;
  // JSON is YAML too: its parse tree gives every key's place in the text.
  const document = parseDocument(text, { uniqueKeys: false });
  const locate = (key: string) => locateKey(document, text, key, file);
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.error(
      'A translation file must hold one JSON object that maps keys to messages.',
      { file, line: 1, column: 1 },
      `Write it like { ${ENTRY_EXAMPLE} }.`,
    );
    return undefined;
  }
  const messages: Record<string, string> = {};
  const entries: TranslationEntries = {};
  for (const [key, entry] of Object.entries(value)) {
    const problem = entryProblem(entry);
    if (problem) problems.error(`The translation "${key}" ${problem}`, locate(key), `Write it like ${ENTRY_EXAMPLE}.`);
    else {
      entries[key] = entry as TranslationEntry;
      messages[key] = (entry as TranslationEntry).message;
    }
  }
  return { file, messages, entries, locate };
}

function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'is not an object with a "message", so it translates nothing.';
  const { message, description, ...others } = entry as Record<string, unknown>;
  const unknown = Object.keys(others).map((name) => `"${name}"`);
  const unknownFields = `the field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`;
  if (message === undefined)
    return unknown.length > 0
      ? `has no "message" but ${unknownFields}, so it translates nothing.`
      : 'has no "message", so it translates nothing.';
  if (typeof message !== 'string') return 'has a "message" that is not text (a JSON string), so it translates nothing.';
  if (description !== undefined && typeof description !== 'string')
    return 'has a "description" that is not text; it must be a JSON string when given.';
  if (unknown.length > 0)
    return `has ${unknownFields}, which translation entries do not have (only "message" and "description").`;
  return undefined;
}
