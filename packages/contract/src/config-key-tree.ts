import type { ConfigKeySchema } from './config-part.js';

type ElementOf<Value> = Value extends readonly (infer Element)[] ? Element : Value;
/** The keys of every member of a union (`keyof` of a union has only the keys its members share). */
type KeyOfEach<Config> = Config extends unknown ? keyof Config & string : never;
type ValueOfEach<Config, Key extends string> = Config extends unknown
  ? Key extends keyof Config
    ? Config[Key]
    : never
  : never;

/**
 * The keys of a config object's type at every level, as a tree that names each key once: `true` for a key whose
 * value is not checked further, or the tree of its object (of each entry of its array). The compiler holds the tree
 * to the type: a key the type has and the tree lacks, or one the tree names and the type lacks, is an error, so the
 * type stays the one schema of its part of the config.
 */
export type ConfigKeyTree<Config> = {
  [Key in KeyOfEach<Config>]-?: true | ConfigKeyTree<ElementOf<NonNullable<ValueOfEach<Config, Key>>>>;
};

/** The key tree of a part of the config (ConfigPart): each of its top-level keys with the tree of its object. */
export type ConfigPartKeyTree<Config> = {
  [Key in keyof Config & string]-?: ConfigKeyTree<ElementOf<NonNullable<Config[Key]>>>;
};

/** A key tree of any config type. */
export interface AnyConfigKeyTree {
  readonly [key: string]: true | AnyConfigKeyTree;
}

/** The keys a config check accepts, made from a key tree: its keys in their order, and below them their trees'. */
export function keySchemaOf(tree: AnyConfigKeyTree): ConfigKeySchema {
  const nested = Object.entries(tree).flatMap(([key, below]) => (below === true ? [] : [[key, keySchemaOf(below)]]));
  return { keys: Object.keys(tree), ...(nested.length > 0 ? { nested: Object.fromEntries(nested) } : {}) };
}

/** A config part's keys (`ConfigPart.keys`), made from its key tree: each top-level key with its object's schema. */
export function configPartKeysOf<Config extends object>(
  tree: ConfigPartKeyTree<Config>,
): Record<keyof Config & string, ConfigKeySchema> {
  // Object.keys and Object.fromEntries lose the key type; the tree has exactly the keys of Config.
  const keys = Object.keys(tree) as (keyof Config & string)[];
  return Object.fromEntries(keys.map((key) => [key, keySchemaOf(tree[key])])) as Record<
    keyof Config & string,
    ConfigKeySchema
  >;
}
