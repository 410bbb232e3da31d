import type { ConfigKeySchema } from './config-part.js';

/** The key of a key tree that stands for every name of an object whose keys are names (`docs.versions`). */
export const EACH_NAME = '*';

type ElementOf<Value> = Value extends readonly (infer Element)[] ? Element : Value;
/** The objects a config value may be (of each entry of an array), without `false`, strings and other primitives. */
type ObjectsOf<Value> = Extract<ElementOf<NonNullable<Value>>, object>;
/** The keys of every member of a union (`keyof` of a union has only the keys its members share). */
type KeyOfEach<Config> = Config extends unknown ? keyof Config & string : never;
type ValueOfEach<Config, Key extends string> = Config extends unknown
  ? Key extends keyof Config
    ? Config[Key]
    : never
  : never;

/**
 * What a key tree holds for a value: `true` when it is not checked further, else the tree of its object; for an
 * object whose keys are names (`Record<string, …>`), `{ '*': tree }`, the tree of each of its values.
 */
type TreeBelow<Value> = [Value] extends [never]
  ? true
  : string extends KeyOfEach<Value>
    ? true | { readonly [EACH_NAME]: TreeBelow<ObjectsOf<ValueOfEach<Value, string>>> }
    : true | ConfigKeyTree<Value>;

/**
 * The keys of a config object's type at every level, as a tree that names each key once: `true` for a key whose
 * value is not checked further, or the tree of its object (of each entry of its array). The compiler holds the tree
 * to the type: a key the type has and the tree lacks, or one the tree names and the type lacks, is an error, so the
 * type stays the one schema of its part of the config.
 */
export type ConfigKeyTree<Config> = {
  [Key in KeyOfEach<Config>]-?: TreeBelow<ObjectsOf<ValueOfEach<Config, Key>>>;
};

/** The key tree of a part of the config (ConfigPart): each of its top-level keys with the tree of its object. */
export type ConfigPartKeyTree<Config> = {
  [Key in keyof Config & string]-?: ConfigKeyTree<ObjectsOf<Config[Key]>>;
};

/** A key tree of any config type. */
export interface AnyConfigKeyTree {
  readonly [key: string]: true | AnyConfigKeyTree;
}

/** The keys a config check accepts, made from a key tree: its keys in their order, and below them their trees'. */
export function keySchemaOf(tree: AnyConfigKeyTree): ConfigKeySchema {
  const eachName = tree[EACH_NAME];
  if (eachName !== undefined) return { keys: [], ...(eachName === true ? {} : { eachValue: keySchemaOf(eachName) }) };
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

/** The keys of two config parts that share top-level keys (`theme`), each level's keys joined. */
export function joinConfigKeys<First extends string, Second extends string>(
  first: Readonly<Record<First, ConfigKeySchema>>,
  second: Readonly<Record<Second, ConfigKeySchema>>,
): Record<First | Second, ConfigKeySchema> {
  const joined: Record<string, ConfigKeySchema> = { ...first };
  for (const [key, schema] of Object.entries<ConfigKeySchema>(second)) {
    const known = joined[key];
    joined[key] = known ? joinKeySchemas(known, schema) : schema;
  }
  return joined as Record<First | Second, ConfigKeySchema>;
}

function joinKeySchemas(first: ConfigKeySchema, second: ConfigKeySchema): ConfigKeySchema {
  const nested = joinConfigKeys(first.nested ?? {}, second.nested ?? {});
  const eachValue =
    first.eachValue && second.eachValue
      ? joinKeySchemas(first.eachValue, second.eachValue)
      : (first.eachValue ?? second.eachValue);
  return {
    keys: [...new Set([...first.keys, ...second.keys])],
    ...(Object.keys(nested).length > 0 ? { nested } : {}),
    ...(eachValue ? { eachValue } : {}),
  };
}
