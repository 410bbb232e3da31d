import type { ThemeDefinition } from '@kran/theme/definition';
import path from 'node:path';
import { GENERATED_DIR } from '../config/load-config.js';
import type { SiteSassOptions } from '../config/sass-config.js';
import type { SiteIsland } from '../content/site-components.js';
import { digestOf } from '../output/file-digest.js';
import type { SiteTheme } from '../theme/site-theme.js';
import { bundleConstantsOf } from './bundle-client.js';
import type { LocaleModuleNames } from './locale-modules.js';

/** What a bundle with locale modules is made of (bundle-site.ts's BundleTask, its locale aside). */
export interface SharedBundleInputs {
  siteDir: string;
  customCss: string[];
  reactPageModules: Record<string, unknown>;
  siteIslands?: SiteIsland[] | undefined;
  routeKinds?: string[] | undefined;
  sass?: SiteSassOptions | undefined;
  sourceMaps?: boolean | undefined;
  localeModules: LocaleModuleNames;
  theme: SiteTheme;
}

/**
 * The key of a bundle with locale modules: its inputs but the locale's texts, which are in those modules. Locales of
 * one site with the same key have the same bundle, byte for byte.
 */
export function sharedBundleKey(inputs: SharedBundleInputs, definition: ThemeDefinition): string {
  const { customCss, reactPageModules, siteIslands, routeKinds, sass, sourceMaps, localeModules, theme } = inputs;
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
  ]);
}

/**
 * Where a bundle with locale modules has its generated entry files: the same folder for every locale with the same
 * key, since esbuild names a chunk by the paths of its modules too.
 */
export function sharedEntryDir(inputs: SharedBundleInputs, definition: ThemeDefinition): string {
  const key = digestOf([sharedBundleKey(inputs, definition)]).slice(0, 12);
  return path.join(inputs.siteDir, GENERATED_DIR, `locales-${key}`);
}
