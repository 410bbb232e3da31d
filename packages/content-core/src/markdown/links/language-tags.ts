const NAMES_IN_ENGLISH = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/**
 * A BCP 47 language tag in its canonical form (`EN-us` -> `en-US`), or undefined when it is not well-formed or its
 * language is not one Intl knows by name (`english`, `xx`): a link language has to be one a reader can be told.
 */
export function canonicalLanguage(tag: string): string | undefined {
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(tag);
  } catch {
    return undefined;
  }
  return NAMES_IN_ENGLISH.of(primaryLanguage(canonical)) === undefined ? undefined : canonical;
}

/** The primary language subtag, lower-case: `de-CH` -> `de`. */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}
