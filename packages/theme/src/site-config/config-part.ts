import type { DocsVersionLink } from '../types.js';
import type { ThemeSiteConfig } from './theme-site-config.js';

/** The keys an object of the config may have, and the objects below them (an array's entries each). */
export interface ConfigKeySchema {
  keys: readonly string[];
  nested?: Readonly<Record<string, ConfigKeySchema>>;
}

/**
 * Where in site.config.ts a problem is: the key at `path` (`['navbar', 'items', 1, 'label']`), or, with `value`, its
 * value. Where the file does not write the path out, the key `key` (the first after the key `after`), or, with
 * `value`, that text as the value of `key`. The build turns it into a line and column.
 */
export interface ConfigPlace {
  path?: readonly (string | number)[];
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

/** What items of one docs instance may point at. */
export interface DocsTargets {
  /** Each doc's path by doc id. */
  docPaths: Readonly<Record<string, string>>;
  /** The path of each sidebar's first doc, by sidebar id; a sidebar without docs has none. */
  sidebarPaths: Readonly<Record<string, string>>;
  /** The sidebar of each doc in one, by doc id. */
  docSidebars?: Readonly<Record<string, string>>;
  sidebarIds: readonly string[];
  /** The built versions, newest first; the paths above are those of the last version. */
  versions?: readonly DocsVersionLink[];
}

/** The part of the site config a theme owns, as a build checks it together with the content's problems. */
export interface ThemeConfigPart {
  /** Its top-level keys, each with the keys its object may have. */
  keys: Readonly<Record<keyof ThemeSiteConfig, ConfigKeySchema>>;
  /** Every problem of its values; `docs` are the site's docs instances by id. */
  check(config: ThemeSiteConfig, docs: Readonly<Record<string, DocsTargets>>): ConfigProblem[];
}
