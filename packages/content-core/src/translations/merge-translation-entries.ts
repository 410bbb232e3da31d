import type { TranslationEntries } from './translation-file.js';

/**
 * What `kran write-translations` writes into a translation file, as Docusaurus's command does: every key the site
 * has now, with its description; a message already in the file is kept (it may be translated), a new key gets the
 * untranslated message, and keys the site no longer has stay (a translator removes them) and are named.
 */
export function mergeTranslationEntries(
  existing: TranslationEntries,
  current: TranslationEntries,
): { entries: TranslationEntries; added: string[]; unknown: string[] } {
  const entries: TranslationEntries = { ...existing };
  const added: string[] = [];
  for (const [key, { message, description }] of Object.entries(current)) {
    const kept = existing[key]?.message;
    if (kept === undefined) added.push(key);
    entries[key] = { message: kept ?? message, ...(description === undefined ? {} : { description }) };
  }
  const unknown = Object.keys(existing).filter((key) => !(key in current));
  return { entries, added, unknown };
}
