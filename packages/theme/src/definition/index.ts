import { messageTables } from '../i18n/message-tables.js';
import { THEME_COMPONENT_NAMES } from '../overrides/component-names.js';
import { themeConfigPart, toSiteShell } from '../site-config/index.js';
import { prePaintScript } from './pre-paint-scripts.js';
import type { ThemeDefinition } from './theme-definition.js';

/** Kran's default theme, as ssg-cli consumes it. */
export const theme: ThemeDefinition = {
  name: '@kran/theme',
  clientModule: '@kran/theme/client',
  stylesheet: '@kran/theme/styles.css',
  layoutChunk: /[\\/]page-layouts[\\/](\w+)\.js$/,
  componentNames: THEME_COMPONENT_NAMES,
  messageTableNames: Object.keys(messageTables) as (keyof typeof messageTables)[],
  fallbackMessageTable: 'en',
  config: themeConfigPart,
  toSiteShell,
  prePaintScript,
};

export { announcementBarScript, colorModeScript, prePaintScript } from './pre-paint-scripts.js';
export type { PrePaintFacts } from './pre-paint-scripts.js';
export type { ThemeDefinition } from './theme-definition.js';
