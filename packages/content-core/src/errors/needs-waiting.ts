import type { MaybePromise } from '../maybe-async.js';

/** Thrown where a step that cannot wait meets a file whose plugins work asynchronously. */
export class NeedsWaiting extends Error {
  override name = 'NeedsWaiting';
}

/** The value, or `NeedsWaiting` thrown for a promise (which is left to settle unobserved). */
export function settledOrThrow<T>(value: MaybePromise<T>, file: string): T {
  if (!(value instanceof Promise)) return value;
  value.catch(() => undefined);
  throw new NeedsWaiting(`${file} has a markdown plugin that works asynchronously; it must be made ahead.`);
}
