import type { ReactNode } from 'react';
import type { MessageKey, Messages } from '../i18n/de.js';
import type { I18n, I18nOptions } from '../i18n/i18n.js';
import type { MessageTableName } from '../i18n/message-tables.js';
import type { DocusaurusMessage } from '../i18n/docusaurus-message-ids.js';
import type { Translate } from '../i18n/translate.js';
import type { ThemeComponentName } from '../overrides/component-names.js';
import type { RenderPageOptions } from '../render-page.js';
import type { ThemeConfigPart } from '../site-config/config-part.js';
import type { ThemeSiteConfig } from '../site-config/theme-site-config.js';
import type { ShellSiteFacts } from '../site-config/to-site-shell.js';
import type { ThemeRuntime } from '../theme-runtime.js';
import type { PageProps, SiteShell } from '../types.js';
import type { PrePaintFacts } from './pre-paint-scripts.js';

/**
 * What a theme package gives ssg-cli, from its `./definition` export: ssg-cli runs a theme's code only through it
 * and through the client module it names (ThemeClientModule). The types of what passes between them are the
 * theme's own (`PageProps`, `SiteShell`, `ThemeRuntime`), around the routes and page data of `@kran/contract`.
 * Module paths are specifiers ssg-cli resolves from the site (`@kran/theme/client`).
 */
export interface ThemeDefinition {
  /** The package's name. */
  name: string;
  /** Hydrates pages in the browser: a module that is a ThemeClientModule. */
  clientModule: string;
  /** The theme's stylesheet, bundled before the site's customCss. */
  stylesheet: string;
  /**
   * Infima's class names (`container`, `row`, `col--6`, `button button--primary`, `hero`, `margin-top--lg`, ...),
   * which code written for Docusaurus uses: bundled after `stylesheet` for a site with React pages or components of
   * its own in its MDX, or whose content names a class `isInfimaClassName` knows, and left out of the other sites' CSS.
   */
  infimaClassesStylesheet?: string;
  /** Whether `infimaClassesStylesheet` styles a class name that a page's content carries (`<div class="row">`). */
  isInfimaClassName?: (className: string) => boolean;
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
  /**
   * The ids of Docusaurus's theme strings a site's `code.json` may translate, with the message each words here, and
   * whether an id is one of Docusaurus's that this theme does not show (no warning about it then).
   */
  docusaurusMessages?: {
    byId: Readonly<Record<string, DocusaurusMessage>>;
    isUnused: (id: string) => boolean;
    /** A message as `code.json` holds it: plural forms unnamed, in Docusaurus's order for the locale's categories. */
    toCodeJsonMessage: (message: string, locale: string) => string;
  };
  /** The table a locale's texts start from, if the theme ships one for its language. */
  messageTableNameFor: (locale: string) => MessageTableName | undefined;
  /** The locale's texts with the site's rewordings. */
  resolveMessages: (locale: string, overrides?: Partial<Messages>) => Messages;
  /** The texts pages render with on the server. */
  createI18n: (options: I18nOptions) => I18n;
  /** The part of site.config.ts it reads (navbar, footer, colorMode, announcementBar, theme), checked with the content. */
  config: ThemeConfigPart;
  /** Every page's shell from that part of the config. */
  toSiteShell: (config: ThemeSiteConfig, site: ShellSiteFacts) => SiteShell;
  /**
   * Constants a site's browser bundle folds in (esbuild's `define`), from its shell: the code of a part the site does
   * not use is then left out of its pages' scripts. The theme's code reads each as `typeof NAME === 'undefined' ||
   * NAME`, true where it runs unbundled (prerendering, tests).
   */
  bundleConstants?(shell: SiteShell): Readonly<Record<string, boolean>>;
  /** The inline script each page's head runs before the first paint. */
  prePaintScript(facts: PrePaintFacts): string;
  /** Renders a page on the server: the route's layout inside the shell. */
  renderPage: (props: PageProps, options?: RenderPageOptions) => ReactNode;
  /**
   * The page's props with its markdown content rendered to HTML with its islands marked, for the page data. A theme
   * without it gets its content as hast trees in the browser.
   */
  renderStaticContent?: (props: PageProps, theme?: ThemeRuntime) => PageProps;
  /**
   * The island name under which the server writes a site's MDX component (its file and export); the client module
   * then exports `siteComponentIsland`, which the generated app wraps each component's module with.
   */
  siteIslandName?: (module: string, exportName: string) => string;
  /** The text of a page's <title>. */
  pageTitle: (props: PageProps, t: Translate) => string;
  /** Where the theme's search page is, a route it adds to every site. */
  searchPagePath: string;
}
