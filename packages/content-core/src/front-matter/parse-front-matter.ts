import { isMap, isNode, parseDocument, type Document } from 'yaml';
import { ContentError, type SourceLocation } from '../errors/errors.js';
import type { ValuePath } from './field-types.js';
import { positionAt } from '../errors/text-position.js';

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface FrontMatter {
  data: Record<string, unknown>;
  /**
   * Finds where a top-level key's value stands in the file, for error messages; with a path, where the entry
   * or field inside that value stands (`locate('tags', [1])`: the second tag).
   */
  locate(key: string, path?: ValuePath): SourceLocation;
}

/** Reads the YAML front matter at the top of a markdown file. Throws a ContentError on invalid YAML. */
export function parseFrontMatter(source: string, file: string): FrontMatter {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, locate: () => ({ file, line: 1, column: 1 }) };
  const yamlText = match[1] ?? '';
  const document = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  const firstError = document.errors[0];
  if (firstError) {
    const position = firstError.linePos?.[0];
    if (firstError.code === 'DUPLICATE_KEY' && position) throw repeatedKeyError(yamlText, position, file);
    throw new ContentError(
      // The parser's own "at line N" counts from the front matter's first line; the location counts from the file's.
      `The front matter is not valid YAML: ${firstError.message.split('\n')[0]!.replace(/ at line \d+, column \d+:$/, '')}.`,
      { file, line: (position?.line ?? 1) + 1, column: position?.col ?? 1 },
      'Check the indentation and quote values that contain a colon, e.g. `title: "Podman: Neuigkeiten"`.',
    );
  }
  const data = toPlainData(document, file);
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new ContentError(
      'The front matter must be a list of `key: value` lines.',
      { file, line: 2, column: 1 },
      'Write one field per line, e.g. `title: Mein Beitrag`.',
    );
  }
  return {
    data: (data ?? {}) as Record<string, unknown>,
    locate: (key, path = []) => locateValue(document, yamlText, [key, ...path], file),
  };
}

// The parser refuses aliases that would expand into millions of values (and throws only when asked for them).
function toPlainData(document: Document, file: string): unknown {
  try {
    return document.toJS({ maxAliasCount: 100 });
  } catch {
    throw new ContentError(
      'The front matter repeats YAML aliases (`*name`) so often that its values would grow too large to read.',
      { file, line: 2, column: 1 },
      'Write the values out instead of repeating them through YAML aliases (`*name`).',
    );
  }
}

/** The markdown after the front matter, with the front matter's lines left blank so positions stay true. */
export function stripFrontMatter(source: string): string {
  const match = FRONT_MATTER.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\n]/g, '') + source.slice(match[0].length);
}

function locateValue(document: Document, yamlText: string, path: ValuePath, file: string): SourceLocation {
  if (!isMap(document.contents)) return { file, line: 2, column: 1 };
  const node = document.getIn(path, true);
  const offset = isNode(node) ? node.range?.[0] : undefined;
  if (offset === undefined)
    return path.length > 1 ? locateValue(document, yamlText, path.slice(0, -1), file) : { file, line: 2, column: 1 };
  const { line, column } = positionAt(yamlText, offset);
  // The YAML starts on the file's second line, after the opening `---`.
  return { file, line: line + 1, column };
}

/** A key written twice: YAML points at the second, which is named with the line of the first. */
function repeatedKeyError(yamlText: string, position: { line: number; col: number }, file: string): ContentError {
  const lines = yamlText.split('\n');
  const keyLine = lines[position.line - 1] ?? '';
  const key = keyLine
    .slice(position.col - 1)
    .split(':')[0]!
    .trim();
  const indent = keyLine.slice(0, position.col - 1);
  const first = lines.findIndex((line) => line.startsWith(`${indent}${key}:`));
  return new ContentError(
    `The front matter writes the key "${key}" twice${first >= 0 && first < position.line - 1 ? ` (first on line ${first + 2})` : ''}.`,
    { file, line: position.line + 1, column: position.col },
    `Keep one "${key}" line and remove the other.`,
  );
}
