import type { ConfigPath } from './config-outline.js';
import type { ConfigKeySchema as KeySchema } from '../config-part.js';
import type { ConfigSource } from './config-source.js';
import { editDistance } from '../errors/edit-distance.js';
import { SITE_CONFIG_KEYS as SITE_CONFIG } from './site-config-key-tree.js';
import type { Problems } from '../errors/problems.js';

/**
 * Reports every key of the site config that Kran does not read, at its place in site.config.ts, with the known
 * key it most likely means: a misspelt option would otherwise do nothing, silently. `ownedElsewhere` are the
 * top-level keys another package reads (the theme's navbar, footer, ...), each with the keys its object may have.
 */
export function checkConfigKeys(
  config: object,
  source: ConfigSource,
  problems: Problems,
  ownedElsewhere: Readonly<Record<string, KeySchema>> = {},
): void {
  const schema: KeySchema = {
    keys: [...SITE_CONFIG.keys, ...Object.keys(ownedElsewhere)],
    nested: { ...SITE_CONFIG.nested, ...ownedElsewhere },
  };
  checkLevel(config, schema, { where: 'the site config', path: [], source, problems });
}

interface Level {
  /** The level's name in messages: `navbar.items`. */
  where: string;
  path: ConfigPath;
  source: ConfigSource;
  problems: Problems;
}

function checkLevel(value: unknown, schema: KeySchema, level: Level): void {
  const { source, problems } = level;
  for (const [index, entry] of (Array.isArray(value) ? value : [value]).entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const name = Array.isArray(value) ? `${level.where}[${index}]` : level.where;
    const path = Array.isArray(value) ? [...level.path, index] : level.path;
    const parentKey = path.findLast((step) => typeof step === 'string');
    for (const [key, child] of Object.entries(entry)) {
      if (schema.eachValue) {
        checkLevel(child, schema.eachValue, { ...level, where: `${name}.${key}`, path: [...path, key] });
        continue;
      }
      if (!schema.keys.includes(key)) {
        const guess = closestKey(key, schema.keys);
        problems.error(
          `${name} has the key "${key}", which Kran does not read, so it would change nothing.`,
          source.locatePath([...path, key]) ?? source.locateKey(key, parentKey ? { after: parentKey } : {}),
          `${guess ? `Did you mean "${guess}"? ` : ''}The keys here are: ${schema.keys.join(', ')}.`,
        );
      }
      const nested = schema.nested?.[key];
      const nestedName = `${name === 'the site config' ? '' : `${name}.`}${key}`;
      if (nested) checkLevel(child, nested, { ...level, where: nestedName, path: [...path, key] });
    }
  }
}

/** The known key within a small edit distance of `key`, if any. */
function closestKey(key: string, keys: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of keys) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    const isClose = distance <= Math.max(2, Math.floor(candidate.length / 3)) || sharedStart(key, candidate) >= 5;
    if (isClose && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length]!.toLowerCase() === b[length]?.toLowerCase()) length++;
  return length;
}
