/** The languages `kran init` writes a site in; each has a folder of its own in `templates/`. */
export const INIT_LOCALES = ['en', 'de'] as const;

export type InitLocale = (typeof INIT_LOCALES)[number];

export function isInitLocale(value: string): value is InitLocale {
  return (INIT_LOCALES as readonly string[]).includes(value);
}
