/**
 * Writes numbers as the locale does, through an Intl.NumberFormat made on the first call: the first number format of
 * a page costs the browser tens of milliseconds of loading locale data, which a page that shows no number saves.
 */
export function numberWriter(locale: string): (value: number) => string {
  let numberFormat: Intl.NumberFormat | undefined;
  return (value) => (numberFormat ??= new Intl.NumberFormat(locale)).format(value);
}
