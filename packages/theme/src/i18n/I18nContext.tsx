import { createContext, useContext, type ReactNode } from 'react';
import { defaultI18n, type I18n } from './i18n.js';
import type { Translate } from './translate.js';

const I18nContext = /* @__PURE__ */ createContext<I18n>(defaultI18n);

export interface I18nProviderProps {
  i18n: I18n;
  children: ReactNode;
}

/** Gives every theme component below it the site's locale: its texts, date and number formats, direction. */
export function I18nProvider({ i18n, children }: I18nProviderProps) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The locale helpers of the page being rendered. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The message lookup of the page's locale: `const t = useT(); t('notFound.title')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}
