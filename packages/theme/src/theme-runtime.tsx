import type { ReactNode } from 'react';
import { I18nProvider } from './i18n/I18nContext.js';
import { defaultI18n, type I18n } from './i18n/i18n.js';
import { ThemeComponentsProvider, type ThemeComponentOverrides } from './overrides/ThemeComponentsContext.js';

/** What a site gives the theme at render time: its locale and its component overrides. */
export interface ThemeRuntime {
  i18n: I18n;
  components: ThemeComponentOverrides;
}

export const defaultThemeRuntime: ThemeRuntime = { i18n: defaultI18n, components: {} };

/** Provides a site's locale and overrides to every theme component below it. */
export function ThemeRuntimeProvider({ runtime, children }: { runtime: ThemeRuntime; children: ReactNode }) {
  return (
    <I18nProvider i18n={runtime.i18n}>
      <ThemeComponentsProvider components={runtime.components}>{children}</ThemeComponentsProvider>
    </I18nProvider>
  );
}
