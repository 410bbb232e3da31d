import { SEARCH_PAGE_PATH } from '../components/Search/search-page-url.js';
import { createI18n } from '../i18n/i18n.js';
import {
  DOCUSAURUS_MESSAGE_IDS,
  DOCUSAURUS_PLUGIN_ID,
  UNUSED_DOCUSAURUS_MESSAGE_IDS,
} from '../i18n/docusaurus-message-ids.js';
import { toUnnamedPluralForms } from '../i18n/plural-forms.js';
import { MESSAGE_KEYS, messageTableNameFor, messageTables, resolveMessages } from '../i18n/message-tables.js';
import { LAYOUT_COMPONENTS, THEME_COMPONENT_NAMES } from '../overrides/component-names.js';
import { pageTitle } from '../page-title.js';
import { renderStaticContent } from '../render-static-content.js';
import { siteIslandName } from '../components/Markdown/site-component.js';
import { renderPage } from '../server-page-layouts.js';
import { themeConfigPart, toSiteShell } from '../site-config/index.js';
import { isInfimaClassName } from '../styles/infima-class-names.js';
import { bundleConstants } from './bundle-constants.js';
import { prePaintScript } from './pre-paint-scripts.js';
import type { ThemeDefinition } from './theme-definition.js';

/** Kran's default theme, as ssg-cli consumes it. */
export const theme: ThemeDefinition = {
  name: '@kran/theme',
  clientModule: '@kran/theme/client',
  stylesheet: '@kran/theme/styles.css',
  infimaClassesStylesheet: '@kran/theme/infima-classes.css',
  isInfimaClassName,
  layoutChunk: /[\\/]page-layouts[\\/](\w+)\.js$/,
  layoutChunkHosts: { docCategoryIndex: 'doc', docTagDocs: 'docTags', blogAuthorPosts: 'blogAuthors' },
  componentNames: THEME_COMPONENT_NAMES,
  layoutComponents: LAYOUT_COMPONENTS,
  messageTableNames: Object.keys(messageTables) as (keyof typeof messageTables)[],
  fallbackMessageTable: 'en',
  messageKeys: MESSAGE_KEYS,
  docusaurusMessages: {
    byId: DOCUSAURUS_MESSAGE_IDS,
    isUnused: (id) => UNUSED_DOCUSAURUS_MESSAGE_IDS.has(id) || DOCUSAURUS_PLUGIN_ID.test(id),
    toCodeJsonMessage: toUnnamedPluralForms,
  },
  messageTableNameFor,
  resolveMessages,
  createI18n,
  config: themeConfigPart,
  toSiteShell,
  bundleConstants,
  prePaintScript,
  renderPage,
  renderStaticContent,
  siteIslandName,
  pageTitle,
  searchPagePath: SEARCH_PAGE_PATH,
};

export { announcementBarScript, colorModeScript, prePaintScript } from './pre-paint-scripts.js';
export { localeDigits } from '../i18n/number-text.js';
export type { PrePaintFacts } from './pre-paint-scripts.js';
export type { ThemeDefinition } from './theme-definition.js';
export type { DocusaurusMessage } from '../i18n/docusaurus-message-ids.js';
export type { ThemeClientFunctions, ThemeClientModule } from './theme-client-module.js';
