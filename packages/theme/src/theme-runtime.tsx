import type { ReactNode } from 'react';
import { SiteComponentsProvider, type SiteComponents } from './components/Markdown/site-component.js';
import { I18nProvider } from './i18n/I18nContext.js';
import { defaultI18n, type I18n } from './i18n/i18n.js';
import { ThemeComponentsProvider, type ThemeComponentOverrides } from './overrides/ThemeComponentsContext.js';

/** What a site gives the theme at render time: its locale, its component overrides and its MDX components. */
export interface ThemeRuntime {
  i18n: I18n;
  components: ThemeComponentOverrides;
  /** The site's own components its MDX content shows; needed on the server only, the browser mounts islands. */
  siteComponents?: SiteComponents;
}

const NO_SITE_COMPONENTS: SiteComponents = {};
const NO_OVERRIDES: ThemeComponentOverrides = {};

export const defaultThemeRuntime: ThemeRuntime = { i18n: defaultI18n, components: {} };

/**
 * Provides a site's locale and overrides to every theme component below it. Without a runtime (a render not given
 * one), components have no overrides and the default texts (I18nContext).
 */
export function ThemeRuntimeProvider({
  runtime,
  children,
}: {
  runtime: ThemeRuntime | undefined;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={runtime?.i18n}>
      <ThemeComponentsProvider components={runtime?.components ?? NO_OVERRIDES}>
        <SiteComponentsProvider value={runtime?.siteComponents ?? NO_SITE_COMPONENTS}>
          {children}
        </SiteComponentsProvider>
      </ThemeComponentsProvider>
    </I18nProvider>
  );
}
