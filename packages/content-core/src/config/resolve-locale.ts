import type { SiteLocale } from '../types.js';
import type { LocaleConfig, SiteConfig } from './config.js';

/** The site's locales with what its config leaves out, and where the built locale's translations are. */
export interface ResolvedLocales {
  /** The locale this build writes. */
  locale: SiteLocale;
  locales: SiteLocale[];
  defaultLocale: string;
  /** The built locale's translations, relative to the site: `i18n/de`. */
  translationsDir: string;
}

/** Docusaurus's default locale. */
const DEFAULT_LOCALE = 'en';
const DEFAULT_TRANSLATIONS_DIR = 'i18n';

/**
 * The site's locales, from `i18n` (several) or `locale` (one), with what the config leaves out: English when
 * neither is set, the label as the language names itself (`Deutsch`), the direction its script is written in (`rtl`
 * for Arabic or Hebrew), the default locale at the site's base URL and every other one below it (`/de/`). The built
 * locale is `locale.code` when it names one of `i18n.locales`, else the default one.
 */
export function resolveLocales(
  config: Pick<SiteConfig, 'locale' | 'i18n'>,
  site: { url: string; baseUrl: string } = { url: '', baseUrl: '/' },
): ResolvedLocales {
  const { i18n } = config;
  const defaultLocale = i18n?.defaultLocale ?? config.locale?.code ?? DEFAULT_LOCALE;
  const codes = i18n ? withDefaultFirst(i18n.locales, defaultLocale) : [defaultLocale];
  const settingsOf = (code: string): LocaleConfig =>
    i18n ? (i18n.localeConfigs?.[code] ?? {}) : code === config.locale?.code ? config.locale : {};
  const locales = codes.map((code) => siteLocale(code, settingsOf(code), code === defaultLocale, site));
  const builtCode =
    config.locale?.code !== undefined && codes.includes(config.locale.code) ? config.locale.code : defaultLocale;
  const locale = locales.find((each) => each.code === builtCode)!;
  const translationsRoot = (i18n?.path ?? DEFAULT_TRANSLATIONS_DIR).replace(/\/+$/, '');
  return {
    locale,
    locales,
    defaultLocale,
    translationsDir: `${translationsRoot}/${locale.path}`,
  };
}

function withDefaultFirst(codes: readonly string[], defaultLocale: string): string[] {
  return codes.includes(defaultLocale) ? [...codes] : [defaultLocale, ...codes];
}

function siteLocale(
  code: string,
  settings: LocaleConfig,
  isDefault: boolean,
  site: { url: string; baseUrl: string },
): SiteLocale {
  const segment = settings.baseUrl?.replace(/^\/+|\/+$/g, '') ?? code;
  return {
    code,
    label: settings.label ?? ownName(code),
    direction: settings.direction ?? directionOf(code),
    htmlLang: settings.htmlLang ?? code,
    calendar: settings.calendar ?? 'gregory',
    path: settings.path ?? code,
    baseUrl: isDefault || segment === '' ? site.baseUrl : `${site.baseUrl}${segment}/`,
    url: settings.url?.replace(/\/+$/, '') ?? site.url,
  };
}

function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

function directionOf(code: string): 'ltr' | 'rtl' {
  try {
    // textInfo is a getter in V8 (Node 20), a method in the proposal's later drafts.
    const locale = new Intl.Locale(code) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?: () => { direction?: string };
    };
    const textInfo = locale.getTextInfo?.() ?? locale.textInfo;
    return textInfo?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
