import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, generatedDirOf } from '../config/load-config.js';
import type { SiteSassOptions } from '../config/sass-config.js';
import type { SiteIsland } from '../content/site-components.js';
import { digestOf } from '../output/file-digest.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { LocaleModuleNames } from './locale-modules.js';
import type { ThemeBundleFacts } from './theme-bundle-facts.js';

/** What a client bundle is made of (bundle-site.ts's BundleTask, its output folder aside). */
export interface BundleKeyInputs {
  siteDir: string;
  customCss: string[];
  reactPageModules: Record<string, unknown>;
  siteIslands?: SiteIsland[] | undefined;
  contentUsesInfimaClasses?: boolean | undefined;
  routeKinds?: string[] | undefined;
  sass?: SiteSassOptions | undefined;
  sourceMaps?: boolean | undefined;
  locale?: string | undefined;
  localeModules?: LocaleModuleNames | undefined;
  theme: SiteTheme;
  themeFacts: ThemeBundleFacts;
}

/**
 * The key of a client bundle: its inputs. With `localeCounts`, the bundle is the built locale's own, its texts
 * compiled in, so the locale and the theme's texts are part of it. Without, the locale's texts are in the locale
 * modules beside the bundle: locales of one site with the same key have the same bundle, byte for byte.
 */
export function bundleKeyOf(inputs: BundleKeyInputs, { localeCounts }: { localeCounts: boolean }): string {
  const { customCss, reactPageModules, siteIslands, routeKinds, sass, sourceMaps, locale, localeModules, theme } =
    inputs;
  return JSON.stringify([
    customCss,
    Object.keys(reactPageModules),
    siteIslands ?? [],
    inputs.contentUsesInfimaClasses ?? false,
    routeKinds,
    sass,
    sourceMaps ?? false,
    localeModules,
    theme.componentFiles,
    theme.themeModule,
    inputs.themeFacts.constants,
    ...(localeCounts ? [locale, themeTextsOf(inputs)] : []),
  ]);
}

/** What the client bundle compiles in of the theme's texts when they are not in locale modules (bundle-client.ts). */
function themeTextsOf({ theme, themeFacts }: BundleKeyInputs) {
  const { messageTable, messageOverrides, codeTranslations } = theme;
  return { ...themeFacts.i18nOptions, messageTable, messageOverrides, codeTranslations };
}

/**
 * Where a bundle with locale modules has its generated entry files: the same folder for every locale with the same
 * key, since esbuild names a chunk by the paths of its modules too.
 */
function sharedEntryDir(inputs: BundleKeyInputs): string {
  const key = digestOf([bundleKeyOf(inputs, { localeCounts: false })]).slice(0, 12);
  return path.join(inputs.siteDir, GENERATED_DIR, `${SHARED_ENTRY_PREFIX}${key}`);
}

/**
 * Where the bundle's generated entry files are written: a bundle with locale modules in its shared folder
 * (sharedEntryDir), any other in the site's generated folder, a locale's below it.
 */
export function bundleEntryDirOf(inputs: BundleKeyInputs): string {
  return inputs.localeModules ? sharedEntryDir(inputs) : generatedDirOf(inputs.siteDir, inputs.locale);
}

const SHARED_ENTRY_PREFIX = 'locales-';

/** The names of the shared entry folders (sharedEntryDir) a bundle was made from: the folders of its inputs. */
export function sharedEntryFoldersOf(siteDir: string, bundleInputs: readonly string[]): string[] {
  const generated = path.join(siteDir, GENERATED_DIR);
  if (!existsSync(generated)) return [];
  // esbuild names its inputs by their real paths.
  const root = realpathSync(generated);
  const folders = bundleInputs.map((input) => path.relative(root, input).split(path.sep)[0]!);
  return [...new Set(folders.filter((folder) => folder.startsWith(SHARED_ENTRY_PREFIX)))];
}

/** Removes the site's shared entry folders but those named `kept`: the ones of earlier bundle inputs. */
export async function removeSharedEntryFolders(siteDir: string, kept: ReadonlySet<string>): Promise<void> {
  const generated = path.join(siteDir, GENERATED_DIR);
  if (!existsSync(generated)) return;
  const unused = readdirSync(generated).filter((name) => name.startsWith(SHARED_ENTRY_PREFIX) && !kept.has(name));
  await Promise.all(unused.map((name) => rm(path.join(generated, name), { recursive: true, force: true })));
}
