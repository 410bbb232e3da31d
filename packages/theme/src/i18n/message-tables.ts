import { ar } from './ar.js';
import { de, type MessageKey, type Messages } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { nb } from './nb.js';
import { zhHans } from './zh-Hans.js';
import { zhHant } from './zh-Hant.js';

/**
 * The complete message tables the theme ships, by language. A name is a JavaScript identifier, as the app ssg-cli
 * generates imports the site's table by its name from the client module: Chinese in simplified (`zh-Hans`) and in
 * traditional characters (`zh-Hant`) are `zhHans` and `zhHant`.
 */
export const messageTables = { ar, de, en, es, fr, ja, nb, zhHans, zhHant } as const satisfies Record<string, Messages>;

export type MessageTableName = keyof typeof messageTables;

/** Every key a message table has, for checking a site's overrides. */
export const MESSAGE_KEYS = /* @__PURE__ */ Object.keys(de) as MessageKey[];

/**
 * Languages shown another language's table: Nynorsk readers read Bokmål, the written form most Norwegian texts are
 * in, and `no` names Norwegian without saying which form.
 */
const TABLE_OF_LANGUAGE: Readonly<Record<string, MessageTableName>> = { no: 'nb', nn: 'nb' };

/** A Chinese locale code, with its script (`Hant`) and region (`TW`) if it names them. */
const CHINESE_LOCALE = /^zh(?:-[a-z]{3}){0,3}(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?(?=-|$)/i;

/** The regions whose Chinese is written in traditional characters, when the locale names no script. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The name of the table for a BCP 47 locale code: its language's (`de-CH` -> `de`, `nn` -> `nb`), for Chinese its
 * script's (`zh-Hant-TW`, `zh-TW` -> `zhHant`; `zh`, `zh-CN` -> `zhHans`), or undefined when the theme ships none;
 * such a site gives its texts in `theme.messages`, over the English table.
 */
export function messageTableNameFor(locale: string): MessageTableName | undefined {
  const chinese = CHINESE_LOCALE.exec(locale);
  if (chinese) {
    const [, script, region] = chinese;
    const traditional = script
      ? script.toLowerCase() === 'hant'
      : TRADITIONAL_CHINESE_REGIONS.has(region?.toLowerCase() ?? '');
    return traditional ? 'zhHant' : 'zhHans';
  }
  const language = locale.split('-')[0]!.toLowerCase();
  const name = TABLE_OF_LANGUAGE[language] ?? language;
  return Object.hasOwn(messageTables, name) ? (name as MessageTableName) : undefined;
}

/** The BCP 47 code of a table's language (`zhHans` -> `zh-Hans`), which messageTableNameFor gives the table for. */
export function localeOfMessageTable(name: MessageTableName): string {
  return name === 'zhHans' ? 'zh-Hans' : name === 'zhHant' ? 'zh-Hant' : name;
}

/** The locale's table with the site's single overrides applied. */
export function resolveMessages(locale: string, overrides: Partial<Messages> = {}): Messages {
  return { ...messageTables[messageTableNameFor(locale) ?? 'en'], ...overrides };
}
