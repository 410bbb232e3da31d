import { codeTranslationFile } from '@kran/content-core';
import { resolveLocales } from '@kran/content-core/locales';
import { localeDigits, type ThemeDefinition } from '@kran/theme/definition';
import type { I18nOptions } from '@kran/theme';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KranConfig } from '../config/load-config.js';
import { digestOf } from '../output/file-digest.js';
import type { SiteTheme } from '../theme/site-theme.js';

/**
 * The files of a site in several languages that hold what its client bundle has in the built locale: each locale's
 * assets folder has them in its own language under the same names, which its chunks import, so that the chunks are
 * the same in every locale.
 */
export interface LocaleModuleNames {
  /** `export const i18n`: the locale, its direction and calendar, the theme's messages in it (the app imports it). */
  i18n: string;
  /** `export const codeTranslations`: the messages of the site's code, which `@docusaurus/Translate` gives. */
  codeTranslations: string;
}

// Part of the names' hash: a change of what the files hold changes their names, as browsers cache them for good.
const FORMAT = '1';

/**
 * The names of the locale modules of a site in several languages; none for a site in one (its bundle holds its
 * locale), or for kran dev's in-place builds of one locale. The names carry the hash of everything that makes up any
 * locale's modules (the theme's tables, the config's messages, each locale's `code.json`), so they are the same in
 * every locale and change whenever one of them would.
 */
export function localeModuleNamesOf(
  siteDir: string,
  config: KranConfig,
  definition: Pick<ThemeDefinition, 'name' | 'resolveMessages' | 'docusaurusMessages'>,
): LocaleModuleNames | undefined {
  const { locales } = resolveLocales(config);
  if (locales.length < 2) return undefined;
  const eachLocale = locales.map(({ code, direction, calendar }) => {
    const { translationsDir } = resolveLocales({ ...config, locale: { code } });
    return [
      JSON.stringify([code, direction, calendar, definition.resolveMessages(code)]),
      fileText(path.join(siteDir, codeTranslationFile(translationsDir))),
    ];
  });
  const hash = digestOf([
    FORMAT,
    definition.name,
    JSON.stringify(definition.docusaurusMessages?.byId ?? {}),
    JSON.stringify(config.theme?.messages ?? {}),
    ...eachLocale.flat(),
  ]).slice(0, 12);
  return { i18n: `locale-${hash}.js`, codeTranslations: `locale-code-${hash}.js` };
}

function fileText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * What the theme's i18n is made from in the built locale: the calendar only where it is not the locale's own, and the
 * locale's digits, with which the browser writes small numbers without loading Intl's number data.
 */
export function i18nOptionsOf(
  theme: Pick<SiteTheme, 'locale' | 'direction' | 'calendar'>,
): Omit<I18nOptions, 'messages'> {
  const isOwnCalendar = new Intl.DateTimeFormat(theme.locale).resolvedOptions().calendar === theme.calendar;
  return {
    locale: theme.locale,
    direction: theme.direction,
    ...(isOwnCalendar ? {} : { calendar: theme.calendar }),
    digits: localeDigits(theme.locale),
  };
}

/** The locale modules' sources in the built locale, by file name: the i18n options are the bundle's (themeBundleFactsOf). */
export function localeModuleSources(
  names: LocaleModuleNames,
  theme: SiteTheme,
  i18nOptions: Omit<I18nOptions, 'messages'>,
  definition: Pick<ThemeDefinition, 'resolveMessages'>,
): Record<string, string> {
  const i18n = { ...i18nOptions, messages: definition.resolveMessages(theme.locale, theme.messageOverrides) };
  return {
    [names.i18n]: `export const i18n=${JSON.stringify(i18n)};\n`,
    [names.codeTranslations]: `export const codeTranslations=${JSON.stringify(theme.codeTranslations ?? {})};\n`,
  };
}
