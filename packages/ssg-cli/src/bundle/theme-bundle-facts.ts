import type { I18nOptions } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME_PACKAGE } from '../config/theme-package.js';
import type { SiteTheme } from '../theme/site-theme.js';
import { i18nOptionsOf } from './locale-modules.js';

/**
 * What bundling takes of a theme definition for one site's theme, as plain data: the bundle thread is sent it with
 * its task. Importing the definition there would load the theme's server code (React DOM's server renderer, every
 * layout), of which bundling calls nothing.
 */
export interface ThemeBundleFacts extends Pick<
  ThemeDefinition,
  'layoutChunk' | 'layoutChunkHosts' | 'layoutComponents'
> {
  /** The theme's client module as the app imports it: a file, for Kran's own theme; the specifier, for another. */
  clientModule: string;
  /** The theme's stylesheet and Infima's class names, as the styles entry imports them (as `clientModule`). */
  stylesheet: string;
  infimaClassesStylesheet?: string;
  /** Whether the theme renders content to HTML on the server, so that the browser needs no decoder of hast. */
  rendersStaticContent: boolean;
  /**
   * The theme's constants for the site's shell, as esbuild defines them: the code of parts the site does not use
   * folds away.
   */
  constants: Record<string, string>;
  /** The built locale's i18n, its messages aside. */
  i18nOptions: Omit<I18nOptions, 'messages'>;
}

export function themeBundleFactsOf(definition: ThemeDefinition, theme: SiteTheme): ThemeBundleFacts {
  const { layoutChunk, layoutChunkHosts, layoutComponents, infimaClassesStylesheet } = definition;
  // Kran's theme is ssg-cli's dependency, resolved from here; a theme the site names is resolved from the site.
  const themeModule = (specifier: string) =>
    definition.name === DEFAULT_THEME_PACKAGE ? fileURLToPath(import.meta.resolve(specifier)) : specifier;
  return {
    layoutChunk,
    ...(layoutChunkHosts ? { layoutChunkHosts } : {}),
    layoutComponents,
    clientModule: themeModule(definition.clientModule),
    stylesheet: themeModule(definition.stylesheet),
    ...(infimaClassesStylesheet ? { infimaClassesStylesheet: themeModule(infimaClassesStylesheet) } : {}),
    rendersStaticContent: definition.renderStaticContent !== undefined,
    constants: Object.fromEntries(
      Object.entries(definition.bundleConstants?.(theme.shell) ?? {}).map(([name, value]) => [
        name,
        JSON.stringify(value),
      ]),
    ),
    i18nOptions: i18nOptionsOf(theme),
  };
}
