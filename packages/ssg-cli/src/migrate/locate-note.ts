import type { ConfigPath, ConfigSource, SourceLocation } from '@kran/content-core';

/**
 * Where an option of docusaurus.config.js is written: the key at its path in the exported object, else (a config
 * made by a function, a value built by code) the first place its last key is written after its parent's key.
 */
export function locateOption(source: ConfigSource, path: ConfigPath): SourceLocation {
  const exact = source.locatePath(path);
  if (exact) return exact;
  const keys = path.filter((step): step is string => typeof step === 'string');
  const key = keys.at(-1);
  if (key === undefined) return { file: source.file };
  const found = source.locateKey(key, keys.length > 1 ? { after: keys.at(-2)! } : {});
  return found.line === undefined ? source.locateKey(key) : found;
}
