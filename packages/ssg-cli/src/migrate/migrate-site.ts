import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigSource } from '@kran/content-core';
import { transform } from 'esbuild';
import { CONFIG_FILE } from '../config/load-config.js';
import { moduleOrigins } from './code-value.js';
import { formatReport } from './format-report.js';
import { findDocusaurusConfig, loadDocusaurusConfig } from './load-docusaurus-config.js';
import { MigrateError } from './migrate-error.js';
import { MigrationNotes, type MigrationNote } from './migration-notes.js';
import { nextSteps } from './next-steps.js';
import { printConfigModule } from './print-config-module.js';
import { siteConfigSchema } from './site-config-schema.js';
import { translateConfig } from './translate-config.js';

export interface MigrateResult {
  /** The site.config.ts written, absolute. */
  configFile: string;
  notes: MigrationNote[];
  /** The report kran migrate prints. */
  report: string;
}

/**
 * Writes site.config.ts into a Docusaurus site's folder from its docusaurus.config.js (or .ts, .mjs, …), and says
 * what it could not translate. An existing site.config.ts is kept unless `force`.
 */
export async function migrateSite(options: { siteDir: string; force?: boolean }): Promise<MigrateResult> {
  const siteDir = path.resolve(options.siteDir);
  const configFile = path.join(siteDir, CONFIG_FILE);
  const docusaurusFile = findDocusaurusConfig(siteDir);
  if (existsSync(configFile) && !options.force) {
    throw new MigrateError(
      `${configFile} exists already; kran migrate keeps it.`,
      { file: configFile },
      'Run kran migrate --force to replace it, or move it away first.',
    );
  }
  const loaded = await loadDocusaurusConfig(docusaurusFile);
  const notes = new MigrationNotes();
  const config = translateConfig(loaded.config, {
    siteDir,
    configText: loaded.text,
    origins: moduleOrigins(loaded.imports),
    notes,
    schema: siteConfigSchema(),
  });
  const text = printConfigModule(config, `Written by kran migrate from ${path.basename(docusaurusFile)}.`);
  // What kran migrate writes must compile; a failure here is a bug of kran migrate, not of the site.
  await transform(text, { loader: 'ts', sourcefile: configFile });
  await writeFile(configFile, text);
  const relative = (file: string) => path.relative(process.cwd(), file) || file;
  const source = new ConfigSource(relative(docusaurusFile), loaded.text);
  return {
    configFile,
    notes: notes.list,
    report: formatReport({
      written: relative(configFile),
      configFile: relative(docusaurusFile),
      notes: notes.list,
      source,
      text: loaded.text,
      nextSteps: nextSteps(siteDir),
    }),
  };
}
