import type { SiteLocale } from '@kran/contract';
import { useI18n } from '../i18n/I18nContext.js';
import { useSiteShell } from '../site-context.js';

/** A locale as Docusaurus's `i18n.localeConfigs` describes it. */
export interface DocusaurusLocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** The locale's folder of translations below `i18n/`: its code unless the config sets another. */
  path: string;
}

/** What Docusaurus's `useDocusaurusContext()` gives a page, from the site's config. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
  };
  i18n: {
    defaultLocale: string;
    /** Every locale's code, in the config's order. */
    locales: string[];
    /** The locale the page is written in. */
    currentLocale: string;
    localeConfigs: Record<string, DocusaurusLocaleConfig>;
  };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { title, tagline, url = '', baseUrl, customFields = {}, i18n } = useSiteShell();
  const { locale, direction } = useI18n();
  // A shell made without the site's locales (a story, a test) has the theme's locale only.
  const { currentLocale, defaultLocale, locales } = i18n ?? {
    currentLocale: locale,
    defaultLocale: locale,
    locales: [
      { code: locale, label: locale, direction, htmlLang: locale, calendar: 'gregory', path: locale, baseUrl, url },
    ],
  };
  return {
    siteConfig: { title, tagline, url, baseUrl, customFields },
    i18n: {
      defaultLocale,
      locales: locales.map((each) => each.code),
      currentLocale,
      localeConfigs: Object.fromEntries(locales.map((each) => [each.code, localeConfigOf(each)])),
    },
  };
}

function localeConfigOf({ label, direction, htmlLang, calendar, path }: SiteLocale): DocusaurusLocaleConfig {
  return { label, direction, htmlLang, calendar, path };
}
