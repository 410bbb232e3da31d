import type { ConfigPath } from '@kran/content-core';

/**
 * What kran migrate says about one option of docusaurus.config.js: `untranslated` (left out; the hint says what to
 * do), `not-needed` (Kran does it without an option) or `check` (written, but worth a look).
 */
export interface MigrationNote {
  kind: 'untranslated' | 'not-needed' | 'check';
  /** Where the option is in the Docusaurus config object: `['themeConfig', 'navbar', 'items', 2]`. */
  path: ConfigPath;
  message: string;
  hint?: string;
  /** A text written there (a plugin's name), for finding its place where the path does not lead to it. */
  value?: string;
}

/** The notes of one migration, collected while the config is translated. */
export class MigrationNotes {
  readonly list: MigrationNote[] = [];

  untranslated(path: ConfigPath, message: string, hint: string, value?: string): void {
    this.list.push({ kind: 'untranslated', path, message, hint, ...(value === undefined ? {} : { value }) });
  }

  notNeeded(path: ConfigPath, message: string, value?: string): void {
    this.list.push({ kind: 'not-needed', path, message, ...(value === undefined ? {} : { value }) });
  }

  check(path: ConfigPath, message: string, hint: string): void {
    this.list.push({ kind: 'check', path, message, hint });
  }
}

/** A config path as written in JavaScript: `themeConfig.navbar.items[2]`. */
export function dottedPath(path: ConfigPath): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');
}
