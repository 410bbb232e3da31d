/** Where a problem was found: a path relative to the site root, and a 1-based line and column. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  /** For a problem in a partial: the pages that show it, where it was found. */
  shownBy?: readonly string[];
}

/** A problem in a site's content or config, with its location and a hint on how to fix it. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    message: string,
    readonly location: SourceLocation,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** All content errors of one build, thrown together so an author can fix them in one pass. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  constructor(readonly errors: readonly ContentError[]) {
    super(`${errors.length} content ${errors.length === 1 ? 'error' : 'errors'} stopped the build.`);
  }
}

/** A problem that does not stop the build (a duplicate route, a broken markdown link). */
export interface ContentWarning {
  message: string;
  location: SourceLocation;
  hint?: string;
}

/** Formats a location as `file:line:column`, the form editors turn into a link. */
export function formatLocation(location: SourceLocation): string {
  const { file, line, column } = location;
  if (line === undefined) return file;
  return `${file}:${line}:${column ?? 1}`;
}

/** Formats an error or warning the way the CLI prints it: location, message, hint. */
export function formatProblem(problem: { message: string; location: SourceLocation; hint?: string }): string {
  const lines = [formatLocation(problem.location), `  ${problem.message}`];
  const { shownBy } = problem.location;
  if (shownBy?.length) lines.push(`  This partial is shown by ${shownBy.join(', ')}.`);
  if (problem.hint) lines.push(`  ${problem.hint}`);
  return lines.join('\n');
}
