import type { ConfigKeySchema, ConfigPath } from '@kran/content-core';
import { CodeValue } from './code-value.js';
import { usedTopLevelNames } from './free-names.js';
import { functionSource } from './function-source.js';
import { dottedPath } from './migration-notes.js';
import type { TranslateContext } from './translate-context.js';

/** What to say about a Docusaurus key Kran has no key for: left out with a hint, or not needed at all. */
export type KeyAdvice = { notNeeded: string } | { hint: string };

export interface CopyOptions {
  /** Keys the caller translates itself. */
  skip?: readonly string[];
  /** Advice for keys Kran does not read, by key. */
  advice?: Readonly<Record<string, KeyAdvice>>;
}

/**
 * The keys of a Docusaurus object that site.config.ts reads under the same name at this level (its schema), their
 * values translated below; each other key is a note at its path.
 */
export function copyKnownKeys(
  source: Readonly<Record<string, unknown>>,
  schema: ConfigKeySchema,
  path: ConfigPath,
  context: TranslateContext,
  options: CopyOptions = {},
): Record<string, unknown> {
  const copied: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || options.skip?.includes(key)) continue;
    if (schema.keys.includes(key)) {
      const translated = translateValue(value, schema.nested?.[key], [...path, key], context);
      if (translated !== undefined) copied[key] = translated;
      continue;
    }
    noteUnknownKey([...path, key], options.advice?.[key], context);
  }
  return copied;
}

/** A note for a key Kran does not read. */
export function noteUnknownKey(path: ConfigPath, advice: KeyAdvice | undefined, context: TranslateContext): void {
  const name = dottedPath(path);
  if (advice && 'notNeeded' in advice) context.notes.notNeeded(path, `${name}: ${advice.notNeeded}`);
  else
    context.notes.untranslated(
      path,
      `${name} has no equivalent in Kran and was left out.`,
      advice?.hint ?? 'Remove it, or see docs/migrating-from-docusaurus.md for what Kran offers instead.',
    );
}

/**
 * A value of the config as site.config.ts writes it: data as it is, objects checked against `schema` (when the key
 * has one), functions as imports of their module or as their source (CodeValue); undefined for what cannot be written.
 */
export function translateValue(
  value: unknown,
  schema: ConfigKeySchema | undefined,
  path: ConfigPath,
  context: TranslateContext,
): unknown {
  if (typeof value === 'function') return carryFunction(value as () => unknown, path, context);
  if (value instanceof RegExp) return new CodeValue({ kind: 'source', text: value.toString() });
  if (Array.isArray(value)) {
    // An entry none of whose keys Kran reads (a footer item of type html) is left out with them.
    return value
      .map((entry, index) => translateValue(entry, schema, [...path, index], context))
      .filter((entry, index) => entry !== undefined && !(isEmptyObject(entry) && !isEmptyObject(value[index])));
  }
  if (typeof value !== 'object' || value === null) return value;
  const origin = context.origins.get(value);
  if (origin) return new CodeValue(origin);
  const object = value as Record<string, unknown>;
  if (schema?.eachValue) {
    const each = schema.eachValue;
    return Object.fromEntries(
      Object.entries(object).map(([key, entry]) => [key, translateValue(entry, each, [...path, key], context)]),
    );
  }
  if (schema) return copyKnownKeys(object, schema, path, context);
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, entry]) => {
      const translated = translateValue(entry, undefined, [...path, key], context);
      return translated === undefined ? [] : [[key, translated]];
    }),
  );
}

/** A function of the config: an import of the module it comes from, else its source, else a note. */
function carryFunction(fn: () => unknown, path: ConfigPath, context: TranslateContext): CodeValue | undefined {
  const origin = context.origins.get(fn);
  if (origin) return new CodeValue(origin);
  const text = functionSource(fn);
  if (text === undefined) {
    context.notes.untranslated(
      path,
      `${dottedPath(path)} is a function whose source cannot be read, so it was left out.`,
      'Write it into site.config.ts by hand.',
    );
    return undefined;
  }
  const used = usedTopLevelNames(text, context.configText);
  const missing = used.filter((name) => name.declaration === undefined).map(({ name }) => name);
  if (missing.length > 0) {
    context.notes.check(
      path,
      `${dottedPath(path)} is a function, copied into site.config.ts as its source text; it uses ${missing.join(', ')}.`,
      `Define ${missing.join(', ')} in site.config.ts as docusaurus.config.js does, or the function fails when it runs.`,
    );
  }
  const declarations = used.flatMap(({ declaration }) => (declaration === undefined ? [] : [declaration]));
  return new CodeValue({ kind: 'source', text, ...(declarations.length > 0 ? { declarations } : {}) });
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
