/**
 * Writes numbers as the locale does. With the locale's ten digits (`0123456789`, `٠١٢٣٤٥٦٧٨٩`), as the server's
 * Intl.NumberFormat writes them, whole numbers from 0 to 999 (no locale groups them) are written digit by digit;
 * others through an Intl.NumberFormat made on their first call. The first number format of a page costs the browser
 * tens of milliseconds of loading locale data, in the middle of hydrating it.
 */
export function numberWriter(locale: string, digits?: string): (value: number) => string {
  let numberFormat: Intl.NumberFormat | undefined;
  const digitList = digits === undefined ? undefined : [...digits];
  return (value) => {
    if (digitList?.length === 10 && Number.isInteger(value) && value >= 0 && value < 1000)
      return [...String(value)].map((digit) => digitList[Number(digit)]).join('');
    return (numberFormat ??= new Intl.NumberFormat(locale)).format(value);
  };
}

/** The locale's ten digits as Intl.NumberFormat writes them, for `I18nOptions.digits`. */
export function localeDigits(locale: string): string {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('');
}
