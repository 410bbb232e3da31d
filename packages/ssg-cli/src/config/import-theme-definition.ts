import { theme as defaultTheme, type ThemeDefinition } from '@kran/theme/definition';

/**
 * The theme definition in `moduleUrl` (LoadedTheme's module), or the default theme without one. A module of its own:
 * the render threads import it, and loading a theme package's problems (theme-package.ts) needs all of content-core.
 */
export async function importThemeDefinition(moduleUrl: string | undefined): Promise<ThemeDefinition> {
  if (moduleUrl === undefined) return defaultTheme;
  const { theme } = (await import(moduleUrl)) as { theme?: ThemeDefinition };
  if (!theme || typeof theme.renderPage !== 'function' || typeof theme.clientModule !== 'string') {
    throw new Error('its "./definition" export has no `theme` export of the shape of a ThemeDefinition.');
  }
  return theme;
}
