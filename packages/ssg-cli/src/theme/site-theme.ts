import type { SiteMetadata } from '@kran/content-core';
import { ContentError, ContentErrors } from '@kran/content-core/errors';
import type {
  MessageTableName,
  Messages,
  ShellSiteFacts,
  SiteShell,
  ThemeComponentName,
  ThemeComponentOverrides,
  ThemeRuntime,
} from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import path from 'node:path';
import type { SiteBuildContext, ThemedBuildContext } from '../build-context.js';
import { compileSiteModules, isComponent, type SiteModules } from '../content/compile-site-modules.js';
import { generatedDirOf, THEME_COMPONENTS_DIR, type KranConfig } from '../config/load-config.js';
import { siteSassOptions } from '../config/sass-config.js';

/** What a build gives the theme: plain data, handed to render workers and written into the client entry. */
export interface SiteTheme {
  siteDir: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  /** The calendar the theme writes dates in: the locale's `calendar` (`gregory` unless the config sets another). */
  calendar: string;
  /** The theme's table the locale's texts start from. */
  messageTable: MessageTableName;
  /** The site's own wording of single messages. */
  messageOverrides: Partial<Messages>;
  /** Each override's file, absolute, by component name. */
  componentFiles: Partial<Record<ThemeComponentName, string>>;
  /** Each override compiled for Node, by component name. */
  componentModules: SiteModules;
  /** What every page's shell shows: navbar, footer, colour mode, announcement bar. */
  shell: SiteShell;
  /** The built locale's messages of the site's own code, for the pages that import `@docusaurus/Translate`. */
  codeTranslations?: CodeTranslations;
  /** The module of the theme's definition (`theme.package`); none for the default theme. */
  themeModule?: string;
}

/** What a site's theme is made of: the site's folder, its manifest's site facts and its config. */
export interface SiteThemeSources {
  siteDir: string;
  site: SiteMetadata;
  config: KranConfig;
  /** The module of the theme's definition (BuildConfig's), for worker threads; none for the default theme. */
  themeModule?: string | undefined;
  /** The built locale's messages of the site's own code (`<translationsDir>/code.json`). */
  codeTranslations?: CodeTranslations | undefined;
  /** The locale named to the build, whose overrides compile into a folder of its own (generatedDirOf). */
  locale?: string | undefined;
}

/**
 * Compiles the component overrides the site config's `theme` part names for Node and makes the shell. content-core
 * has checked the part with the content (site-config-part.ts): its names and files exist.
 */
export async function resolveSiteTheme(
  definition: ThemeDefinition,
  { siteDir, site, config, themeModule, codeTranslations, locale }: SiteThemeSources,
): Promise<SiteTheme> {
  const { theme = {} } = config;
  // content-core has reported the names and files the theme part gives that do not exist (site-config-part.ts).
  const componentFiles: Partial<Record<ThemeComponentName, string>> = {};
  for (const [name, file] of Object.entries(theme.components ?? {}))
    if ((definition.componentNames as readonly string[]).includes(name))
      componentFiles[name as ThemeComponentName] = path.resolve(siteDir, file);
  const componentModules = await compileSiteModules({
    siteDir,
    outDir: path.join(generatedDirOf(siteDir, locale), THEME_COMPONENTS_DIR),
    entries: componentFiles as Record<string, string>,
    kind: 'component override',
    sass: siteSassOptions(siteDir, config.sass),
    hint: "Fix the code of the override; every package it imports must be in the site's package.json.",
    codeTranslations,
    localeBaseUrl: site.locale.baseUrl,
  });
  return {
    siteDir,
    locale: site.locale.code,
    direction: site.locale.direction,
    calendar: site.locale.calendar,
    messageTable: definition.messageTableNameFor(site.locale.code) ?? definition.fallbackMessageTable,
    messageOverrides: theme.messages ?? {},
    componentFiles,
    componentModules,
    shell: definition.toSiteShell(config, shellFactsOf(site)),
    ...(codeTranslations && Object.keys(codeTranslations).length > 0 ? { codeTranslations } : {}),
    ...(themeModule ? { themeModule } : {}),
  };
}

/** What the theme's shell takes from the manifest's site. */
export function shellFactsOf(site: SiteMetadata): ShellSiteFacts {
  const docs = Object.entries(site.docPaths).map(([id, docPaths]) => {
    return [
      id,
      {
        docPaths,
        sidebarPaths: site.docSidebarPaths[id] ?? {},
        docSidebars: site.docSidebars[id] ?? {},
        versions: site.docVersions[id] ?? [],
      },
    ] as const;
  });
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    customFields: site.customFields,
    i18n: { currentLocale: site.locale.code, defaultLocale: site.defaultLocale, locales: site.locales },
    ...(site.titleDelimiter === undefined ? {} : { titleDelimiter: site.titleDelimiter }),
    docs: Object.fromEntries(docs),
  };
}

/** Imports the site's component overrides into this thread: the build's context, ready to render pages with. */
export async function loadThemeRuntime(context: SiteBuildContext, theme: SiteTheme): Promise<ThemedBuildContext> {
  const definition = context.theme;
  const messages = definition.resolveMessages(theme.locale, theme.messageOverrides);
  const runtime: ThemeRuntime = {
    i18n: definition.createI18n({
      locale: theme.locale,
      direction: theme.direction,
      calendar: theme.calendar,
      messages,
    }),
    components: await importOverrides(theme, definition.name),
    // Filled by loadSiteComponents() in this thread, before or after this.
    siteComponents: context.siteComponents,
  };
  return { ...context, runtime };
}

async function importOverrides(theme: SiteTheme, themePackage: string): Promise<ThemeComponentOverrides> {
  const components: ThemeComponentOverrides = {};
  const errors: ContentError[] = [];
  for (const [name, url] of Object.entries(theme.componentModules)) {
    const file = path
      .relative(theme.siteDir, theme.componentFiles[name as ThemeComponentName]!)
      .split(path.sep)
      .join('/');
    const module = (await import(url).catch((error: unknown) => {
      throw new Error(`Loading the override of ${name} (${file}) failed.`, { cause: error });
    })) as { default?: unknown };
    if (isComponent(module.default))
      components[name as ThemeComponentName] = module.default as ThemeComponentOverrides[ThemeComponentName];
    else {
      errors.push(
        new ContentError(
          `The override of ${name} does not default-export a React component, so the theme cannot render it.`,
          { file, line: 1, column: 1 },
          `End the module with \`export default function ${name}(props) { … }\`; ` +
            `it may render the theme's own from '${themePackage}/components/${name}'.`,
        ),
      );
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return components;
}

/**
 * Checks the site's theme config and loads its overrides into this thread: the theme as plain data, for worker
 * threads and the client bundle, and the build's context that renders with it.
 */
export async function loadSiteTheme(
  context: SiteBuildContext,
  sources: SiteThemeSources,
): Promise<{ theme: SiteTheme; context: ThemedBuildContext }> {
  const theme = await resolveSiteTheme(context.theme, sources);
  return { theme, context: await loadThemeRuntime(context, theme) };
}
