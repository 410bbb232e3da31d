import type { Messages } from './i18n/de.js';
import type { ThemeComponentName } from './overrides/component-names.js';

/** The part of site.config.ts the theme reads: `theme: { components, messages }`. */
export interface ThemeConfig {
  /**
   * Modules that replace theme components, by component name, relative to the site folder
   * (`{ Footer: './src/Footer.tsx' }`). Each default-exports a React component that gets the props of the one it
   * replaces; it may wrap the theme's own, imported from `@kran/theme/components/<Name>`.
   */
  components?: Partial<Record<ThemeComponentName, string>>;
  /** Single texts of the locale's message table the site words its own way (`{ 'notFound.title': '…' }`). */
  messages?: Partial<Messages>;
}
