import { formatProblem, type SourceLocation } from '@kran/content-core';
import { ConfigError } from '../config/load-config.js';

/**
 * A Docusaurus site kran migrate cannot read, or a site.config.ts it must not overwrite: a config error, printed
 * as its place, what is wrong and what to do.
 */
export class MigrateError extends ConfigError {
  override name = 'MigrateError';
  constructor(
    problem: string,
    readonly location: SourceLocation,
    readonly hint: string,
  ) {
    super(formatProblem({ message: problem, location, hint }));
  }
}
