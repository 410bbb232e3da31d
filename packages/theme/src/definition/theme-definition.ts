import type { createI18n } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/de.js';
import type { MessageTableName, messageTableNameFor, resolveMessages } from '../i18n/message-tables.js';
import type { ThemeComponentName } from '../overrides/component-names.js';
import type { pageTitle } from '../page-title.js';
import type { renderStaticContent } from '../render-static-content.js';
import type { siteIslandName } from '../components/Markdown/site-component.js';
import type { renderPage } from '../server-page-layouts.js';
import type { ThemeConfigPart } from '../site-config/config-part.js';
import type { toSiteShell } from '../site-config/to-site-shell.js';
import type { PrePaintFacts } from './pre-paint-scripts.js';

/**
 * What a theme package gives ssg-cli, from its `./definition` export; ssg-cli knows a theme only through it.
 * Module paths are specifiers ssg-cli resolves from the site (`@kran/theme/client`).
 */
export interface ThemeDefinition {
  /** The package's name. */
  name: string;
  /** Hydrates pages in the browser: exports preparePage, renderPage, createI18n and each message table. */
  clientModule: string;
  /** The theme's stylesheet, bundled before the site's customCss. */
  stylesheet: string;
  /** Matches a layout chunk's module path and captures its route kind: the chunk to preload on that kind's pages. */
  layoutChunk: RegExp;
  /** Route kinds whose layout is part of another kind's chunk, with that kind (`{ docCategoryIndex: 'doc' }`). */
  layoutChunkHosts?: Readonly<Record<string, string>>;
  /** The components a site may override, each the default export of `<name>/components/<Name>`. */
  componentNames: readonly ThemeComponentName[];
  /** The overridable component that is each route kind's layout; its override loads with that kind's chunk. */
  layoutComponents: Readonly<Record<string, ThemeComponentName>>;
  /** The message tables it ships, by language; a locale without one starts from `fallbackMessageTable`. */
  messageTableNames: readonly MessageTableName[];
  fallbackMessageTable: MessageTableName;
  /** The keys of its messages, which a site may reword in `theme.messages`. */
  messageKeys: readonly MessageKey[];
  /** The table a locale's texts start from, if the theme ships one for its language. */
  messageTableNameFor: typeof messageTableNameFor;
  /** The locale's texts with the site's rewordings. */
  resolveMessages: typeof resolveMessages;
  createI18n: typeof createI18n;
  /** The part of site.config.ts it reads (navbar, footer, colorMode, announcementBar, theme), checked with the content. */
  config: ThemeConfigPart;
  /** Every page's shell from that part of the config. */
  toSiteShell: typeof toSiteShell;
  /** The inline script each page's head runs before the first paint. */
  prePaintScript(facts: PrePaintFacts): string;
  /** Renders a page on the server: the route's layout inside the shell. */
  renderPage: typeof renderPage;
  /**
   * The page's props with its markdown content rendered to HTML with its islands marked, for the page data. A theme
   * without it gets its content as hast trees in the browser.
   */
  renderStaticContent?: typeof renderStaticContent;
  /**
   * The island name under which the server writes a site's MDX component (its file and export); the client module
   * then exports `siteComponentIsland`, which the generated app wraps each component's module with.
   */
  siteIslandName?: typeof siteIslandName;
  /** The text of a page's <title>. */
  pageTitle: typeof pageTitle;
  /** Where the theme's search page is, a route it adds to every site. */
  searchPagePath: string;
}
