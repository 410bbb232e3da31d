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
