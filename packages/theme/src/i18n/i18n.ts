import { de, type Messages } from './de.js';
import { numberWriter } from './number-text.js';
import { createTranslator, type Translate } from './translate.js';

export type TextDirection = 'ltr' | 'rtl';

/** Everything locale-dependent the theme's components need: texts, dates, numbers, sorting, direction. */
export interface I18n {
  /** BCP 47 code of the site's locale (`de`, `en-GB`). */
  locale: string;
  direction: TextDirection;
  t: Translate;
  /**
   * `2019-06-13` as the locale writes a date in full, in the site's calendar, the same on the server and in every
   * time zone.
   */
  formatDate: (isoDate: string) => string;
  formatNumber: (value: number) => string;
  /** Compares two labels the way the locale sorts them (case-insensitive, numbers by value). */
  compareText: (a: string, b: string) => number;
}

export interface I18nOptions {
  locale: string;
  /** The complete table of the locale, single messages already overridden. */
  messages: Messages;
  direction?: TextDirection;
  /**
   * The calendar dates are written in (`gregory`, `islamic-umalqura`): the locale's own (Gregorian for most) unless
   * given. Docusaurus's default is Gregorian for every locale; ssg-cli gives it where the locale's own differs.
   */
  calendar?: string;
  /**
   * The locale's ten digits as the server writes them (`localeDigits`): small whole numbers are then written without
   * Intl in the browser.
   */
  digits?: string;
  /** Dates already written, by `YYYY-MM-DD` (the prerendered page's, in the browser): formatDate gives these. */
  dateTexts?: ReadonlyMap<string, string>;
}

/** Builds the locale helpers once; components get them through I18nProvider. */
export function createI18n({ locale, messages, direction = 'ltr', calendar, digits, dateTexts }: I18nOptions): I18n {
  // Made on first use: the first Intl object of a process loads locale data, which a build that renders no page
  // (all taken over from the last build) does not need.
  let dateFormat: Intl.DateTimeFormat | undefined;
  let collator: Intl.Collator | undefined;
  const formatNumber = numberWriter(locale, digits);
  return {
    locale,
    direction,
    t: createTranslator(locale, messages, formatNumber),
    formatDate: (isoDate) =>
      dateTexts?.get(isoDate) ??
      (dateFormat ??= new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        calendar,
      })).format(new Date(`${isoDate}T00:00:00Z`)),
    formatNumber,
    compareText: (a, b) =>
      (collator ??= new Intl.Collator(locale, { sensitivity: 'base', numeric: true })).compare(a, b),
  };
}

/** What components use without an I18nProvider: the German table, the theme's first locale. */
export const defaultI18n: I18n = /* @__PURE__ */ createI18n({ locale: 'de', messages: de });
