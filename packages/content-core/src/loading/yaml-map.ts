import { isMap, isScalar, parseDocument, type Document } from 'yaml';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import { positionAt } from '../errors/text-position.js';

/** What a data file maps keys to, for the messages: `authors`, with an example entry. */
export interface YamlMapKind {
  /** `The authors file`. */
  name: string;
  /** What the keys map to: `authors`. */
  entries: string;
  /** How an entry is written: `` `tsweeney:` followed by an indented `name: Tom Sweeney` ``. */
  example: string;
  /** The hint for a badly indented file. */
  indentHint: string;
}

/** A data file (authors.yml, tags.yml) read as a map of keys to entries, with where each key stands. */
export interface YamlMap {
  entries: Record<string, unknown>;
  locate(key: string): SourceLocation;
}

/** Reads a YAML file whose top level maps keys to entries; problems are reported and undefined returned. */
export function parseYamlMap(source: string, file: string, kind: YamlMapKind, problems: Problems): YamlMap | undefined {
  const document = parseDocument(source);
  const error = document.errors[0];
  if (error) {
    const position = error.linePos?.[0];
    problems.error(
      `${kind.name} is not valid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:$/, '')}.`,
      { file, line: position?.line, column: position?.col },
      kind.indentHint,
    );
    return undefined;
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 100 }) ?? {};
  } catch {
    problems.error(
      `${kind.name} repeats YAML aliases (\`*name\`) so often that its values would grow too large to read.`,
      { file, line: 1, column: 1 },
      'Write the values out instead of repeating them through YAML aliases (`*name`).',
    );
    return undefined;
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    problems.error(
      `${kind.name} must map keys to ${kind.entries}.`,
      { file, line: 1, column: 1 },
      `Write it like ${kind.example}.`,
    );
    return undefined;
  }
  return { entries: data as Record<string, unknown>, locate: (key) => locateKey(document, source, key, file) };
}

/** Where a key of the top-level map stands in the file (its first line where it has none). */
export function locateKey(document: Document, source: string, key: string, file: string): SourceLocation {
  const pair = isMap(document.contents)
    ? document.contents.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
    : undefined;
  const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  return { file, ...(offset === undefined ? { line: 1, column: 1 } : positionAt(source, offset)) };
}
