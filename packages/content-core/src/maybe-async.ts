/**
 * A value, or a promise of it where a site's plugin works asynchronously. Content without such plugins goes through
 * the same steps synchronously, without waiting a turn of the event loop per file.
 */
export type MaybePromise<T> = T | Promise<T>;

/** Calls `next` with the value at once, or once the promise has it. */
export function andThen<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
