import type { SourceLocation } from '../errors/errors.js';
import type { FrontMatter } from './parse-front-matter.js';
import type { Problems } from '../errors/problems.js';
import type { TypeProblem, ValuePath } from './field-types.js';
import type { FieldValue, FrontMatterSchema } from './schemas.js';

/**
 * A file's front matter, checked against the fields of its kind of content: every known field of the wrong
 * type is reported at its value, and then reads as absent. Unknown fields are left alone, as Docusaurus does.
 */
export class FieldReader<S extends FrontMatterSchema> {
  private readonly values = new Map<string, unknown>();

  constructor(
    private readonly frontMatter: FrontMatter,
    schema: S,
    private readonly problems: Problems,
  ) {
    for (const [key, value] of Object.entries(frontMatter.data)) {
      const spec = Object.hasOwn(schema, key) ? schema[key] : undefined;
      if (!spec || value === undefined) continue;
      const checked = spec.type.check(value);
      if (checked.ok) this.values.set(key, checked.value);
      else for (const problem of checked.problems) this.reportWrongType(key, problem, spec.examples);
    }
  }

  /** The field's checked value; undefined when it is missing or of the wrong type. */
  value<K extends keyof S & string>(key: K): FieldValue<S, K> | undefined {
    return this.values.get(key) as FieldValue<S, K> | undefined;
  }

  /** Whether the field is written in the front matter, of the right type or not. */
  isWritten(key: keyof S & string): boolean {
    return this.frontMatter.data[key] !== undefined;
  }

  /** Where a field's value, or an entry inside it, stands in the file. */
  locate(key: keyof S & string, path?: ValuePath): SourceLocation {
    return this.frontMatter.locate(key, path);
  }

  /** Reports a problem of a field at its value (or an entry inside it): an error, or a warning when `isWarning`. */
  report(key: keyof S & string, message: string, hint?: string, path?: ValuePath, isWarning = false): void {
    this.problems.report({ message, ...(hint ? { hint } : {}), isWarning }, this.frontMatter.locate(key, path));
  }

  /** Reports a problem of the field that does not stop the build. */
  warn(key: keyof S & string, message: string, hint?: string, path?: ValuePath): void {
    this.problems.warn(message, this.frontMatter.locate(key, path), hint);
  }

  private reportWrongType(key: string, problem: TypeProblem, examples: string[]): void {
    this.report(
      key,
      `${capitalize(subjectOf(key, problem.path))} must be ${problem.expected}, found ${problem.found}.`,
      `Write it like ${examples.map((example) => `\`${example}\``).join(' or ')}.`,
      problem.path,
    );
  }
}

/** `front matter field "tags"`, `entry 2 of front matter field "tags"`, `front matter field "last_update.date"`. */
function subjectOf(key: string, path: ValuePath): string {
  const last = path.at(-1);
  if (last === undefined) return `front matter field "${key}"`;
  if (typeof last === 'number') return `entry ${last + 1} of ${subjectOf(key, path.slice(0, -1))}`;
  if (path.every((segment) => typeof segment === 'string')) return `front matter field "${[key, ...path].join('.')}"`;
  return `field "${last}" of ${subjectOf(key, path.slice(0, -1))}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
