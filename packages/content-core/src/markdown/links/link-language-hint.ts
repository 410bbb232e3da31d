import { primaryLanguage } from './language-tags.js';

/**
 * How a site's language says "a text in {language}", given the name Intl.DisplayNames has for that language in the
 * site's language. Languages not listed use the name as it is.
 */
const HINT_FORMS: Record<string, (name: string, locale: string) => string> = {
  // German marks the language with the lower-case adjective, as the German Wikipedia does: "(englisch)".
  de: (name, locale) => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1),
  en: (name) => `in ${name}`,
  es: (name) => `en ${name}`,
  fr: (name) => `en ${name}`,
  it: (name) => `in ${name}`,
};

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The visible hint after a link to a text in `language`, worded in the site's `locale`, with the space before it:
 * ` (englisch)` on a German site, ` (in German)` on an English one; `, englisch` when the link stands in parentheses
 * already (`(GitHub, englisch)`). Only the primary language is named (`en-GB` is English).
 */
export function linkLanguageHint(language: string, locale: string, { inParentheses = false } = {}): string {
  const siteLanguage = primaryLanguage(locale);
  const name = namesIn(locale).of(primaryLanguage(language)) ?? language;
  const phrase = (HINT_FORMS[siteLanguage] ?? ((text) => text))(name, locale);
  return inParentheses ? `, ${phrase}` : ` (${phrase})`;
}

function namesIn(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'language' });
    }
    displayNames.set(locale, names);
  }
  return names;
}
