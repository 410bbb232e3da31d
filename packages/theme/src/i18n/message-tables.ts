import { ar } from './ar.js';
import { de, type MessageKey, type Messages } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

/** The complete message tables the theme ships, by language. */
export const messageTables = { ar, de, en, es, fr, ja } as const satisfies Record<string, Messages>;

export type MessageTableName = keyof typeof messageTables;

/** Every key a message table has, for checking a site's overrides. */
export const MESSAGE_KEYS = /* @__PURE__ */ Object.keys(de) as MessageKey[];

/**
 * The name of the table for a BCP 47 locale code: its language's (`de-CH` -> `de`), or undefined when the theme
 * ships none; such a site gives its texts in `theme.messages`, over the English table.
 */
export function messageTableNameFor(locale: string): MessageTableName | undefined {
  const language = locale.split('-')[0]!.toLowerCase();
  return language in messageTables ? (language as MessageTableName) : undefined;
}

/** The locale's table with the site's single overrides applied. */
export function resolveMessages(locale: string, overrides: Partial<Messages> = {}): Messages {
  return { ...messageTables[messageTableNameFor(locale) ?? 'en'], ...overrides };
}
