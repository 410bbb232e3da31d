import type { SourceLocation } from '../errors.js';
import type { FrontMatter } from '../frontmatter.js';
import type { Problems } from '../problems.js';

/** Reads front matter fields with type checks; a wrong type is reported with its location. */
export class FieldReader {
  constructor(
    private readonly frontMatter: FrontMatter,
    private readonly problems: Problems,
  ) {}

  has(key: string): boolean {
    return this.frontMatter.data[key] !== undefined && this.frontMatter.data[key] !== null;
  }

  raw(key: string): unknown {
    return this.frontMatter.data[key];
  }

  string(key: string, example: string): string | undefined {
    const value = this.frontMatter.data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    this.wrongType(key, 'a text', example);
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const value = this.frontMatter.data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    this.wrongType(key, 'true or false', `${key}: true`);
    return undefined;
  }

  integer(key: string, example: string): number | undefined {
    const value = this.frontMatter.data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    this.wrongType(key, 'a whole number', example);
    return undefined;
  }

  /** Where a field's value stands in the file. */
  locate(key: string): SourceLocation {
    return this.frontMatter.locate(key);
  }

  report(key: string, message: string, hint?: string): void {
    this.problems.error(message, this.frontMatter.locate(key), hint);
  }

  private wrongType(key: string, expected: string, example: string): void {
    this.report(key, `Front matter field "${key}" must be ${expected}.`, `Write it like \`${example}\`.`);
  }
}
