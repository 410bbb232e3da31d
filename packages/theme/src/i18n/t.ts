import { de, type MessageKey } from './de.js';

const pluralRules = new Intl.PluralRules('de');

export type MessageValues = Record<string, string | number>;

/**
 * The German text for `key`. `{name}` placeholders are filled from `values` (a missing one throws);
 * a text with `one|other` forms picks the form by `values.count` through Intl.PluralRules.
 */
export function t(key: MessageKey, values: MessageValues = {}): string {
  const forms = de[key].split('|');
  let text = forms[0]!;
  if (forms.length > 1) {
    const count = values.count;
    if (typeof count !== 'number') throw new Error(`Message "${key}" needs a numeric "count".`);
    text = pluralRules.select(count) === 'one' ? forms[0]! : forms[1]!;
  }
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message "${key}" needs a value for "{${name}}".`);
    return String(value);
  });
}
