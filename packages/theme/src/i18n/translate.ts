import type { MessageKey, Messages } from './de.js';
import { numberWriter } from './number-text.js';
import { orderedPluralCategories, pickPluralForm } from './plural-forms.js';

export type MessageValues = Record<string, string | number>;

/** Looks a message up by key and fills it in. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A lookup in one locale's table. `{name}` placeholders are filled from `values` (a missing one throws), numbers
 * written by `formatNumber` (the locale's Intl.NumberFormat unless given).
 * A message with forms separated by `|` picks one by `values.count` through Intl.PluralRules of the locale:
 * unnamed forms stand for the locale's categories in Docusaurus's order (zero, one, two, few, many, other; `one|other`
 * in English), or forms name their CLDR category (`one:…|few:…|many:…|other:…`).
 * The Intl objects are made when a message first needs them: making the first number format of a page costs the
 * browser tens of milliseconds of loading locale data, which would lengthen the task that runs the page's scripts.
 */
export function createTranslator(
  locale: string,
  messages: Messages,
  formatNumber: (value: number) => string = numberWriter(locale),
): Translate {
  let plurals: { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] } | undefined;
  const pluralsOf = () => {
    const rules = new Intl.PluralRules(locale);
    return { rules, categories: orderedPluralCategories(rules) };
  };
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`The message table of "${locale}" has no message "${key}".`);
    const forms = message.split('|');
    let text = forms[0]!;
    if (forms.length > 1) {
      const count = values.count;
      if (typeof count !== 'number') throw new Error(`Message "${key}" needs a numeric "count".`);
      plurals ??= pluralsOf();
      text = pickPluralForm(forms, plurals.rules.select(count), plurals.categories);
    }
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Message "${key}" needs a value for "{${name}}".`);
      return typeof value === 'number' ? formatNumber(value) : value;
    });
  };
}
