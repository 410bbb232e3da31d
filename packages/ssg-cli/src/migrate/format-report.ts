import { formatLocation, type ConfigSource } from '@kran/content-core';
import { locateOption } from './locate-note.js';
import type { MigrationNote } from './migration-notes.js';

const HEADINGS: Record<MigrationNote['kind'], string> = {
  untranslated: 'Not translated, to do by hand',
  check: 'Translated, worth a look',
  'not-needed': 'Not needed in Kran',
};

/** What kran migrate prints: the file written, then its notes by kind, each at its place in docusaurus.config.js. */
export function formatReport(options: {
  written: string;
  configFile: string;
  notes: readonly MigrationNote[];
  source: ConfigSource;
  /** The config file's text. */
  text: string;
  /** What to do next (install, build). */
  nextSteps: readonly string[];
}): string {
  const lines = [`Wrote ${options.written} from ${options.configFile}.`];
  for (const kind of ['untranslated', 'check', 'not-needed'] as const) {
    const notes = options.notes
      .filter((note) => note.kind === kind)
      .map((note) => ({ note, location: locateOption(options.source, options.text, note) }))
      .sort(
        (a, b) =>
          (a.location.line ?? 0) - (b.location.line ?? 0) || (a.location.column ?? 0) - (b.location.column ?? 0),
      );
    if (notes.length === 0) continue;
    lines.push('', `${HEADINGS[kind]} (${notes.length}):`);
    for (const { note, location } of notes) {
      lines.push(formatLocation(location), `  ${note.message}`);
      if (note.hint) lines.push(`  ${note.hint}`);
    }
  }
  if (!options.notes.some((note) => note.kind === 'untranslated')) lines.push('', 'Every option was translated.');
  lines.push('', 'Next:', ...options.nextSteps.map((step) => `  ${step}`));
  return lines.join('\n');
}
