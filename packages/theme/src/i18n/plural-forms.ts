/** The CLDR plural categories in the order Docusaurus expects a message's unnamed forms. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const CATEGORY_PREFIX = /* @__PURE__ */ new RegExp(`^(${CATEGORY_ORDER.join('|')}):`);

/** The categories a locale has (`ar`: all six, `fr`: one, many, other), in Docusaurus's order. */
export function orderedPluralCategories(pluralRules: Intl.PluralRules): Intl.LDMLPluralRule[] {
  const categories: readonly string[] = pluralRules.resolvedOptions().pluralCategories;
  return CATEGORY_ORDER.filter((category) => categories.includes(category));
}

/**
 * The form of `category` among a message's `|`-separated forms. Unnamed forms are read as Docusaurus's
 * usePluralForm reads them: one per category of the locale, in the order of `categories`, the last standing in for
 * the categories after it. A form may name its category (`few:…`); a category without a form gets the `other` one.
 */
export function pickPluralForm(
  forms: readonly string[],
  category: Intl.LDMLPluralRule,
  categories: readonly Intl.LDMLPluralRule[],
): string {
  // Intl.PluralRules selects one of the categories it resolves: `category` is among them.
  if (!forms.some((form) => CATEGORY_PREFIX.test(form)))
    return forms[Math.min(categories.indexOf(category), forms.length - 1)]!;
  const named = (name: string) => forms.find((form) => form.startsWith(`${name}:`));
  return (named(category) ?? named('other') ?? forms[forms.length - 1]!).replace(CATEGORY_PREFIX, '');
}

/**
 * A plural message with named forms written as Docusaurus reads it: one unnamed form for each category of the
 * locale, in its order, each the text the named message gives that category. Other messages are returned as given.
 */
export function toUnnamedPluralForms(message: string, locale: string): string {
  const forms = message.split('|');
  if (!forms.some((form) => CATEGORY_PREFIX.test(form))) return message;
  const categories = orderedPluralCategories(new Intl.PluralRules(locale));
  return categories.map((category) => pickPluralForm(forms, category, categories)).join('|');
}
