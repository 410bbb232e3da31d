import type { ComponentType, ReactNode } from 'react';
import type { LayoutOverrideLoaders, ReactPageLoaders } from '../client.js';
import type { Messages } from '../i18n/de.js';
import type { I18n, I18nOptions } from '../i18n/i18n.js';
import type { MessageTableName } from '../i18n/message-tables.js';
import type { IslandComponent, IslandRegistry } from '../islands/island-registry.js';
import type { ThemeRuntime } from '../theme-runtime.js';
import type { PageProps } from '../types.js';

/** The functions a theme's client module exports, which the app ssg-cli generates calls in the browser. */
export interface ThemeClientFunctions {
  /** Loads what a page needs (its layout and the site's override of it, or a React page's module) before it shows. */
  preparePage: (
    props: PageProps,
    reactPages: ReactPageLoaders,
    layoutOverrides: LayoutOverrideLoaders,
  ) => Promise<void>;
  /** Renders a page whose code preparePage has loaded, with the site's texts, overrides and MDX islands. */
  renderPage: (props: PageProps, theme: ThemeRuntime, islands: IslandRegistry) => ReactNode;
  /** The texts of the site's locale, made from its message table and the site's rewordings. */
  createI18n: (options: I18nOptions) => I18n;
  /** Wraps a site's MDX component as an island; required when the definition has `siteIslandName`. */
  siteComponentIsland?: (Component: ComponentType<Record<string, unknown>>) => IslandComponent;
}

/**
 * What a theme's client module (ThemeDefinition.clientModule) exports: the functions above and each message table
 * it ships, by its name (`de`, `en`, `zhHans`: an identifier); the app imports only the site's table.
 */
export type ThemeClientModule<TableName extends string = MessageTableName> = ThemeClientFunctions &
  Readonly<Record<TableName, Messages>>;
