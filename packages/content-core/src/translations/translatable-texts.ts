import type { TranslationEntries, TranslationFile } from './translation-file.js';

/**
 * The translatable texts of one translation file (a docs version's `current.json`, a blog's `options.json`): each
 * text is looked up by its key in the file read for the built locale, and noted with its untranslated message, so
 * `kran write-translations` can write the file the same code reads.
 */
export class TranslatableTexts {
  readonly entries: TranslationEntries = {};

  /** `file` is where the texts are read from and written to, relative to the site; `translated`, that file as read. */
  constructor(
    readonly file: string,
    readonly translated: TranslationFile | undefined,
  ) {}

  /** The translation of `message` under `key`, or `message` itself where the file has none. */
  text(key: string, message: string, description: string): string {
    this.entries[key] = { message, description };
    return this.translated?.messages[key] ?? message;
  }
}
