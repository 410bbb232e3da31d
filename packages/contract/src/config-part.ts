import type { DocsVersionSummary } from './docs-routes.js';

/** The keys an object of the config may have, and the objects below them (an array's entries each). */
export interface ConfigKeySchema {
  keys: readonly string[];
  nested?: Readonly<Record<string, ConfigKeySchema>>;
  /** For an object whose keys are names (the docs' versions): the schema of each of its values. */
  eachValue?: ConfigKeySchema;
}

/** Keys and array indexes from the config's root: `['navbar', 'items', 1, 'label']`. */
export type ConfigPath = readonly (string | number)[];

/**
 * Where in the config file a problem is: the key at `path` (`['navbar', 'items', 1, 'label']`), or, with `value`,
 * its value. Where the file does not write that path out (a value made by code), the key `key` after the key
 * `after` is searched for, or, with `value`, that value of it. The build turns it into a line and column.
 */
export interface ConfigPlace {
  path?: ConfigPath;
  key: string;
  after?: string;
  value?: string;
}

export interface ConfigProblem {
  message: string;
  at: ConfigPlace;
  /** How to fix it. */
  hint: string;
}

/** What config items of one docs instance may point at. */
export interface DocsTargets {
  /** Each doc's path by doc id. */
  docPaths: Readonly<Record<string, string>>;
  /** The path of each sidebar's first doc, by sidebar id; a sidebar without docs has none. */
  sidebarPaths: Readonly<Record<string, string>>;
  /** The sidebar of each doc in one, by doc id. */
  docSidebars: Readonly<Record<string, string>>;
  sidebarIds: readonly string[];
  /** The built versions, newest first; the paths above are those of the last version. */
  versions: readonly DocsVersionSummary[];
}

/**
 * A part of the site config another package reads (ssg-cli passes the theme's: navbar, footer, ...). Its keys are
 * accepted, its problems reported with the content's, each at its line and column.
 */
export interface ConfigPart<Config extends object = object> {
  /** Its top-level keys, each with the keys its object may have. */
  keys: Readonly<Record<TopLevelKey<Config>, ConfigKeySchema>>;
  /** The problems of its values that depend on the content; `docs` are the site's docs instances by id. */
  check?(config: Config, docs: Readonly<Record<string, DocsTargets>>): readonly ConfigProblem[];
  /** The problems of its values that do not depend on the content: reported even when the content cannot be read. */
  checkWithoutContent?(config: Config): readonly ConfigProblem[];
}

/** The top-level keys of a config part's type; any name for a part whose type is only `object`. */
type TopLevelKey<Config extends object> = [keyof Config] extends [never] ? string : keyof Config & string;
