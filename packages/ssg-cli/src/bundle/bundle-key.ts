import type { ThemeDefinition } from '@kran/theme/definition';
import path from 'node:path';
import { GENERATED_DIR } from '../config/load-config.js';
import type { SiteSassOptions } from '../config/sass-config.js';
import type { SiteIsland } from '../content/site-components.js';
import { digestOf } from '../output/file-digest.js';
import type { SiteTheme } from '../theme/site-theme.js';
import { bundleConstantsOf } from './bundle-client.js';
import { i18nOptionsOf, type LocaleModuleNames } from './locale-modules.js';

/** What a client bundle is made of (bundle-site.ts's BundleTask, its output folder aside). */
export interface BundleKeyInputs {
  siteDir: string;
  customCss: string[];
  reactPageModules: Record<string, unknown>;
  siteIslands?: SiteIsland[] | undefined;
  routeKinds?: string[] | undefined;
  sass?: SiteSassOptions | undefined;
  sourceMaps?: boolean | undefined;
  locale?: string | undefined;
  localeModules?: LocaleModuleNames | undefined;
  theme: SiteTheme;
}

/**
 * The key of a client bundle: its inputs. With `localeCounts`, the bundle is the built locale's own, its texts
 * compiled in, so the locale and the theme's texts are part of it. Without, the locale's texts are in the locale
 * modules beside the bundle: locales of one site with the same key have the same bundle, byte for byte.
 */
export function bundleKeyOf(
  inputs: BundleKeyInputs,
  definition: ThemeDefinition,
  { localeCounts }: { localeCounts: boolean },
): string {
  const { customCss, reactPageModules, siteIslands, routeKinds, sass, sourceMaps, locale, localeModules, theme } =
    inputs;
  return JSON.stringify([
    customCss,
    Object.keys(reactPageModules),
    siteIslands ?? [],
    routeKinds,
    sass,
    sourceMaps ?? false,
    localeModules,
    theme.componentFiles,
    theme.themeModule,
    bundleConstantsOf(definition, theme),
    ...(localeCounts ? [locale, themeTextsOf(theme)] : []),
  ]);
}

/** What the client bundle compiles in of the theme's texts when they are not in locale modules (bundle-client.ts). */
function themeTextsOf(theme: SiteTheme) {
  const { messageTable, messageOverrides, codeTranslations } = theme;
  return { ...i18nOptionsOf(theme), messageTable, messageOverrides, codeTranslations };
}

/**
 * Where a bundle with locale modules has its generated entry files: the same folder for every locale with the same
 * key, since esbuild names a chunk by the paths of its modules too.
 */
export function sharedEntryDir(
  inputs: BundleKeyInputs & { localeModules: LocaleModuleNames },
  definition: ThemeDefinition,
): string {
  const key = digestOf([bundleKeyOf(inputs, definition, { localeCounts: false })]).slice(0, 12);
  return path.join(inputs.siteDir, GENERATED_DIR, `locales-${key}`);
}
