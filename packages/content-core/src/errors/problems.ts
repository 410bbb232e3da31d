import { ContentError, type ContentWarning, type SourceLocation } from './errors.js';

/** Collects the errors and warnings of one build, so they can be reported together. */
export class Problems {
  readonly errors: ContentError[] = [];
  readonly warnings: ContentWarning[] = [];

  error(message: string, location: SourceLocation, hint?: string): void {
    this.errors.push(new ContentError(message, location, hint));
  }

  warn(message: string, location: SourceLocation, hint?: string): void {
    this.warnings.push(hint ? { message, location, hint } : { message, location });
  }

  /** Reports a problem found in a file at `location`: a warning when it says so, an error otherwise. */
  report(problem: { message: string; hint?: string; isWarning?: boolean }, location: SourceLocation): void {
    (problem.isWarning ? this.warn : this.error).call(this, problem.message, location, problem.hint);
  }

  /** Runs `task`; a ContentError it throws is collected and `undefined` returned instead. */
  capture<T>(task: () => T): T | undefined {
    try {
      return task();
    } catch (error) {
      if (error instanceof ContentError) {
        this.errors.push(error);
        return undefined;
      }
      throw error;
    }
  }
}
