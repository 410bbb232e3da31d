/** Reuses what an earlier build made from the same inputs, so an edit rebuilds only the routes it touches. */
export interface Reuse {
  /** The value made earlier for the same key parts, or a new one from `make`. */
  memo<T>(parts: readonly string[], make: () => T): T;
  /** A stable name for an object, usable as a key part: unchanged inputs are the very same objects. */
  identity(value: object): string;
}
