import { ContentError, type ContentWarning, type SourceLocation } from './errors.js';

/**
 * Collects the errors and warnings of one build, so they can be reported together. A problem reported again at the
 * same place is kept once: a partial's problem names the pages that show it instead of repeating for each.
 */
export class Problems {
  readonly errors: ContentError[] = [];
  readonly warnings: ContentWarning[] = [];
  /** The index in `errors` or `warnings` of each problem by its message and place. */
  private readonly errorIndex = new Map<string, number>();
  private readonly warningIndex = new Map<string, number>();

  error(message: string, location: SourceLocation, hint?: string): void {
    this.addError(new ContentError(message, location, hint));
  }

  warn(message: string, location: SourceLocation, hint?: string): void {
    this.addWarning(hint ? { message, location, hint } : { message, location });
  }

  /** Reports a problem found in a file at `location`: a warning when it says so, an error otherwise. */
  report(problem: { message: string; hint?: string; isWarning?: boolean }, location: SourceLocation): void {
    (problem.isWarning ? this.warn : this.error).call(this, problem.message, location, problem.hint);
  }

  /** Takes over the problems `found` while `page` was read or rendered; those in other files are in its partials. */
  adopt(found: Problems, page?: string): void {
    const inPage = <P extends { location: SourceLocation }>(problem: P): P =>
      page === undefined || problem.location.file === page
        ? problem
        : { ...problem, location: { ...problem.location, shownBy: [page] } };
    for (const error of found.errors) {
      const placed = inPage(error);
      this.addError(placed === error ? error : new ContentError(error.message, placed.location, error.hint));
    }
    for (const warning of found.warnings) this.addWarning(inPage(warning));
  }

  /** Runs `task`; a ContentError it throws is collected and `undefined` returned instead. */
  capture<T>(task: () => T): T | undefined {
    try {
      return task();
    } catch (error) {
      if (error instanceof ContentError) {
        this.addError(error);
        return undefined;
      }
      throw error;
    }
  }

  private addError(error: ContentError): void {
    const index = indexOnce(this.errorIndex, error, this.errors.length);
    if (index === undefined) this.errors.push(error);
    else {
      const known = this.errors[index]!;
      this.errors[index] = new ContentError(known.message, joinedLocation(known.location, error.location), known.hint);
    }
  }

  private addWarning(warning: ContentWarning): void {
    const index = indexOnce(this.warningIndex, warning, this.warnings.length);
    if (index === undefined) this.warnings.push(warning);
    else {
      const known = this.warnings[index]!;
      this.warnings[index] = { ...known, location: joinedLocation(known.location, warning.location) };
    }
  }
}

/** The index of the problem reported before at the same place with the same message; else it is `next`'s now. */
function indexOnce(index: Map<string, number>, problem: { message: string; location: SourceLocation }, next: number) {
  const { file, line, column } = problem.location;
  const key = JSON.stringify([problem.message, file, line, column]);
  const known = index.get(key);
  if (known === undefined) index.set(key, next);
  return known;
}

function joinedLocation(known: SourceLocation, again: SourceLocation): SourceLocation {
  if (!known.shownBy || !again.shownBy) return known;
  return { ...known, shownBy: [...new Set([...known.shownBy, ...again.shownBy])] };
}
