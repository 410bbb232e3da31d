import { hashOf } from '../../cache/cache.js';
import { valueIdentity } from '../../cache/value-identity.js';

/**
 * A digest of what plugin lists do: each plugin's code and options (see `valueIdentity`) and `packageVersions`,
 * since the code a plugin imports does not show in its own source. A change of a plugin, its options or its
 * package version changes it, so the files the plugins made are made again.
 */
export function pluginsIdentity(lists: readonly (readonly unknown[] | undefined)[], packageVersions: string): string {
  return hashOf([valueIdentity(lists), packageVersions]);
}
