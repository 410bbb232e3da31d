/**
 * The Open Graph form of a locale, `language_TERRITORY`: `de` -> `de_DE`, `en-GB` -> `en_GB`, `ar` -> `ar_EG`;
 * a language without a likely territory keeps its code.
 */
export function openGraphLocale(code: string): string {
  try {
    const { language, region } = new Intl.Locale(code).maximize();
    return region ? `${language}_${region}` : language;
  } catch {
    return code.replace(/-/g, '_');
  }
}
