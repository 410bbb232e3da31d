import { describeValue } from './describe-value.js';

/** Where inside a field's value a problem stands: list positions (from 0) and object keys. */
export type ValuePath = readonly (string | number)[];

/** A value of the wrong type: where it stands inside the field, what it must be and what it is. */
export interface TypeProblem {
  path: ValuePath;
  /** Completes "must be …": `a text`, `true or false`. */
  expected: string;
  /** Completes "found …": `the number 5`, `an object without "permalink"`. */
  found: string;
}

/** The value, or every problem found in it (all wrong entries of a list, all wrong fields of an object). */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: TypeProblem[] };

/**
 * A type of front matter value, checked as Docusaurus 2.4.3 checks it: a number is also a text (YAML reads
 * `tags: [2021]` as a number), and `"true"` and `"3"` are also a truth value and a number.
 */
export interface FieldType<T> {
  /** Whether the value is of this type's kind (a text, a list, an object), to choose among alternatives. */
  accepts(value: unknown): boolean;
  /** The value, converted (a number to a text), or what is wrong with it. */
  check(value: unknown): Checked<T>;
}

const valid = <T>(value: T): Checked<T> => ({ ok: true, value });

const invalid = (expected: string, found: string): Checked<never> => ({
  ok: false,
  problems: [{ path: [], expected, found }],
});

/** The problems inside a list entry or an object field, placed at that entry or field. */
const inside = (segment: string | number, problems: TypeProblem[]) =>
  problems.map((problem) => ({ ...problem, path: [segment, ...problem.path] }));

const wrong = (expected: string, value: unknown) => invalid(expected, describeValue(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isTextLike = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function textType(allowsEmpty: boolean): FieldType<string> {
  return {
    accepts: isTextLike,
    check(value) {
      if (!isTextLike(value)) return wrong('a text', value);
      if (value === '' && !allowsEmpty) return wrong('a text that is not empty', value);
      return valid(String(value));
    },
  };
}

/** A text that is not empty; a number counts as its digits. */
export const text = textType(false);

/** A text that may be empty, as Docusaurus allows for `title` and `description`. */
export const textOrEmpty = textType(true);

const TRUTH_TEXT = /^(?:true|false)$/i;

export const boolean: FieldType<boolean> = {
  accepts: (value) => typeof value === 'boolean' || (typeof value === 'string' && TRUTH_TEXT.test(value)),
  check(value) {
    if (typeof value === 'boolean') return valid(value);
    if (typeof value === 'string' && TRUTH_TEXT.test(value)) return valid(value.toLowerCase() === 'true');
    return wrong('true or false', value);
  },
};

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export const number: FieldType<number> = {
  accepts: (value) => toNumber(value) !== undefined,
  check: (value) => {
    const converted = toNumber(value);
    return converted === undefined ? wrong('a number', value) : valid(converted);
  },
};

export const integer: FieldType<number> = {
  accepts: number.accepts,
  check: (value) => {
    const converted = toNumber(value);
    return converted === undefined || !Number.isInteger(converted) ? wrong('a whole number', value) : valid(converted);
  },
};

// RFC 3986 characters and %-escapes: what Joi's `uri({ allowRelative: true })` lets through.
const URI_REFERENCE = /^(?:[\w\-.~:/?#[\]@!$&'()*+,;=]|%[0-9a-fA-F]{2})+$/;

function isUrl(value: string): boolean {
  if (URI_REFERENCE.test(value)) return true;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

function urlType(allowsEmpty: boolean): FieldType<string> {
  return {
    accepts: (value) => typeof value === 'string',
    check(value) {
      if (value === '' && allowsEmpty) return valid(value);
      if (typeof value !== 'string' || value === '') return wrong('a URL or a path', value);
      if (!isUrl(value))
        return wrong('a URL or a path, with spaces and other special characters written as %20', value);
      return valid(value);
    },
  };
}

/** An absolute URL or a path, such as an image's. */
export const url = urlType(false);

/** A URL, a path or an empty text (`custom_edit_url: ''` hides the edit link). */
export const urlOrEmpty = urlType(true);

/** A date written as text; whether the day exists is checked where the date is read. */
export const date: FieldType<string> = {
  accepts: (value) => typeof value === 'string',
  check: (value) => (typeof value === 'string' && value !== '' ? valid(value) : wrong('a date', value)),
};

/** An object with any keys, such as `sidebar_custom_props`. */
export const anyObject: FieldType<Record<string, unknown>> = {
  accepts: isPlainObject,
  check: (value) => (isPlainObject(value) ? valid(value) : wrong('an object of `key: value` fields', value)),
};

/** The type, or an empty value (`displayed_sidebar: null` shows no sidebar). */
export function nullable<T>(type: FieldType<T>): FieldType<T | null> {
  return {
    accepts: (value) => value === null || type.accepts(value),
    check: (value) => (value === null ? valid(null) : type.check(value)),
  };
}

/** A list whose every entry is of one type; each wrong entry is reported at its position. */
export function listOf<T>(entry: FieldType<T>, expected: string): FieldType<T[]> {
  return {
    accepts: Array.isArray,
    check(value) {
      if (!Array.isArray(value)) return wrong(expected, value);
      const entries: T[] = [];
      const problems: TypeProblem[] = [];
      for (const [index, item] of value.entries()) {
        const checked = entry.check(item);
        if (checked.ok) entries.push(checked.value);
        else problems.push(...inside(index, checked.problems));
      }
      return problems.length > 0 ? { ok: false, problems } : valid(entries);
    },
  };
}

type ValueOfType<T> = T extends FieldType<infer V> ? V : never;
type ValuesOf<F extends Record<string, FieldType<unknown>>, R extends keyof F> = {
  [K in R]: ValueOfType<F[K]>;
} & { [K in Exclude<keyof F, R>]?: ValueOfType<F[K]> } & Record<string, unknown>;

/**
 * An object whose known keys have types; other keys are kept as they are. `required` keys must all be
 * there, and of `oneOf` at least one; `expected` names the whole object.
 */
export function objectOf<F extends Record<string, FieldType<unknown>>, R extends keyof F & string = never>(
  fields: F,
  options: { expected: string; required?: R[]; oneOf?: (keyof F & string)[] },
): FieldType<ValuesOf<F, R>> {
  return {
    accepts: isPlainObject,
    check(value) {
      if (!isPlainObject(value)) return wrong(options.expected, value);
      const missing = (options.required ?? []).find((key) => value[key] === undefined);
      if (missing) return invalid(options.expected, `an object without "${missing}"`);
      if (options.oneOf && options.oneOf.every((key) => value[key] === undefined))
        return invalid(options.expected, `an object without ${options.oneOf.map((key) => `"${key}"`).join(' or ')}`);
      const result: Record<string, unknown> = { ...value };
      const problems: TypeProblem[] = [];
      for (const [key, type] of Object.entries(fields)) {
        if (value[key] === undefined) continue;
        const checked = type.check(value[key]);
        if (checked.ok) result[key] = checked.value;
        else problems.push(...inside(key, checked.problems));
      }
      return problems.length > 0 ? { ok: false, problems } : valid(result as ValuesOf<F, R>);
    },
  };
}

/** The first of the types whose kind the value is of; `expected` names them all when none is. */
export function either<Types extends FieldType<unknown>[]>(
  expected: string,
  types: [...Types],
): FieldType<ValueOfType<Types[number]>> {
  return {
    accepts: (value) => types.some((type) => type.accepts(value)),
    check: (value) =>
      (types.find((type) => type.accepts(value))?.check(value) ?? wrong(expected, value)) as Checked<
        ValueOfType<Types[number]>
      >,
  };
}
