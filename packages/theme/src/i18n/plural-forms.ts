/** The CLDR plural categories in the order Docusaurus expects a message's unnamed forms. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const CATEGORY_PREFIX = /^(zero|one|two|few|many|other):/;

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
  const named = forms.map((form) => form.match(CATEGORY_PREFIX));
  if (named.every((match) => match === null)) {
    const index = categories.indexOf(category);
    return forms[index < 0 ? forms.length - 1 : Math.min(index, forms.length - 1)]!;
  }
  const index = named.findIndex((match) => match?.[1] === category);
  const chosen =
    index >= 0 ? forms[index]! : (forms.find((form) => form.startsWith('other:')) ?? forms[forms.length - 1]!);
  return chosen.replace(CATEGORY_PREFIX, '');
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
