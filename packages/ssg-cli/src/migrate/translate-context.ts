import type { ConfigKeySchema } from '@kran/content-core';
import type { Code } from './code-value.js';
import type { MigrationNotes } from './migration-notes.js';

/** What every part of the translation reads: the site, where the config's functions come from, and the notes. */
export interface TranslateContext {
  /** The Docusaurus site's folder, where site.config.ts is written. */
  siteDir: string;
  /** The text of the Docusaurus config, whose top-level declarations functions copied as source may need. */
  configText: string;
  /** The modules' exports the config imports, by value. */
  origins: ReadonlyMap<unknown, Code>;
  notes: MigrationNotes;
  /** The keys site.config.ts accepts at every level: content-core's and the theme's. */
  schema: ConfigKeySchema;
}
