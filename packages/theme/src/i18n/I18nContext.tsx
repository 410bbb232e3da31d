import { createContext, useContext, type ReactNode } from 'react';
import './default-i18n-flag.js';
import { defaultI18n, type I18n } from './i18n.js';
import type { LocaleTwins } from '../types.js';
import type { Translate } from './translate.js';

const I18nContext = /* @__PURE__ */ createContext<I18n | undefined>(undefined);

export interface I18nProviderProps {
  /** Undefined leaves the components below with the default texts, as without a provider. */
  i18n: I18n | undefined;
  children: ReactNode;
}

/** Gives every theme component below it the site's locale: its texts, date and number formats, direction. */
export function I18nProvider({ i18n, children }: I18nProviderProps) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The locale helpers of the page being rendered. */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? defaultOutsideProvider();
}

/** The message lookup of the page's locale: `const t = useT(); t('notFound.title')`. */
export function useT(): Translate {
  return useI18n().t;
}

/**
 * What a component rendered without an I18nProvider uses: the German default where the theme runs unbundled. A
 * site's browser bundle leaves it out (its own table is the only one it carries), as its app always provides one.
 */
function defaultOutsideProvider(): I18n {
  if (typeof __KRAN_DEFAULT_I18N__ === 'undefined' || __KRAN_DEFAULT_I18N__) return defaultI18n;
  throw new Error('Theme components need an I18nProvider.');
}

/** The page shown (its route path) with its twins in the other locales, when some are not at the same path. */
export interface PageTwins {
  path: string;
  twins: LocaleTwins;
}

/**
 * The twins of the page being rendered, for the locale dropdown: renderPage gives them on sites with the dropdown
 * (none on most pages). Beside the locale's texts, which every page loads already.
 */
export const PageTwinsContext = /* @__PURE__ */ createContext<PageTwins | undefined>(undefined);

/** The twins of the page being rendered, when it has some elsewhere than at the same path. */
export function usePageTwins(): PageTwins | undefined {
  return useContext(PageTwinsContext);
}
