import { hashOf } from '../cache.js';

/**
 * A digest of what plugin lists do: each plugin's code and options (functions by their source, regular expressions
 * by their text) and `packageVersions`, since the code a plugin imports does not show in its own source. A change of
 * a plugin, its options or its package version changes it, so the files the plugins made are made again.
 */
export function pluginsIdentity(lists: readonly (readonly unknown[] | undefined)[], packageVersions: string): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(lists, (_key, value: unknown) => {
    if (typeof value === 'function') return `${value.name}:${value.toString()}`;
    if (value instanceof RegExp) return value.toString();
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
  return hashOf([text ?? '', packageVersions]);
}
