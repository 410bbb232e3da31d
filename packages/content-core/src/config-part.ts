import type { ConfigPath } from './config/config-outline.js';
import type { DocsVersionSummary } from './types.js';

/** The keys an object of the config may have, and the objects below them (an array's entries each). */
export interface ConfigKeySchema {
  keys: readonly string[];
  nested?: Readonly<Record<string, ConfigKeySchema>>;
  /** For an object whose keys are names (the docs' versions): the schema of each of its values. */
  eachValue?: ConfigKeySchema;
}

/**
 * Where in the config file a problem is: the key at `path` (`['navbar', 'items', 1, 'label']`), or, with `value`,
 * its value. Where the file does not write that path out (a value made by code), the key `key` after the key
 * `after` is searched for, or, with `value`, that value of it.
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
  hint: string;
}

/** What config items of one docs instance may point at. */
export interface DocsTargets {
  docPaths: Readonly<Record<string, string>>;
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
export interface ConfigPart {
  keys: Readonly<Record<string, ConfigKeySchema>>;
  check?(config: object, docs: Readonly<Record<string, DocsTargets>>): readonly ConfigProblem[];
}
