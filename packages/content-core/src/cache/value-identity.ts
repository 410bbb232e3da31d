/**
 * A text that is the same for values that do the same: plain data as JSON, functions by their name and source,
 * regular expressions and big integers by their text, an object met again as `[circular]`. What a config or a plugin
 * list is, for the keys of the build cache.
 */
export function valueIdentity(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (typeof part === 'function') return `${part.name}:${part.toString()}`;
    if (part instanceof RegExp) return part.toString();
    if (typeof part === 'bigint') return part.toString();
    if (typeof part === 'object' && part !== null) {
      if (seen.has(part)) return '[circular]';
      seen.add(part);
    }
    return part;
  });
  return text ?? '';
}
