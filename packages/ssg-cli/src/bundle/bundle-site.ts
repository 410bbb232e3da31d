import { stop as stopEsbuild } from 'esbuild';
import path from 'node:path';
import type { SiteSassOptions } from '../config/sass-config.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { ReactPageModules } from '../content/react-pages.js';
import type { SiteIsland } from '../content/site-components.js';
import { bundleClient, type ClientBundle } from './bundle-client.js';
import type { LocaleModuleNames } from './locale-modules.js';
import type { ThemeBundleFacts } from './theme-bundle-facts.js';

/** What bundleSite bundles, as plain data: the bundle worker is sent it. */
export interface BundleTask {
  siteDir: string;
  customCss: string[];
  reactPageModules: ReactPageModules;
  theme: SiteTheme;
  /** What bundling takes of the theme's definition (the one `theme.themeModule` names). */
  themeFacts: ThemeBundleFacts;
  outDir: string;
  /** Where the bundle's generated entry files are written (bundle-key.ts's bundleEntryDirOf). */
  generatedDir: string;
  siteIslands?: SiteIsland[];
  /** Whether the pages' content carries Infima's class names, which the theme's Infima stylesheet then styles. */
  contentUsesInfimaClasses?: boolean;
  /** The route kinds the site has pages of; the layouts of other kinds are left out. */
  routeKinds?: string[];
  /** The site's `sass` options. */
  sass?: SiteSassOptions | undefined;
  /** Writes source maps beside the bundle's files. */
  sourceMaps?: boolean;
  /**
   * The locale built, of a site in several languages: its generated entry files are its own, so that each locale's
   * cached bundle stays valid while another one is built.
   */
  locale?: string;
  /** Of a site in several languages: the modules beside the bundle that hold the locale's texts. */
  localeModules?: LocaleModuleNames;
}

/**
 * Bundles the browser code of the site (theme, runtime, custom CSS, React pages, the islands of its MDX components)
 * into `<outDir>/assets`.
 */
export async function bundleSite({
  siteDir,
  customCss,
  reactPageModules,
  theme,
  themeFacts,
  outDir,
  generatedDir,
  siteIslands = [],
  contentUsesInfimaClasses = false,
  routeKinds,
  sass,
  sourceMaps = false,
  localeModules,
}: BundleTask): Promise<ClientBundle> {
  const reactPages = Object.fromEntries(
    Object.keys(reactPageModules).map((source) => [source, path.join(siteDir, source)]),
  );
  const bundle = await bundleClient({
    siteDir,
    generatedDir,
    outDir,
    customCss,
    sass,
    reactPages,
    siteIslands,
    contentUsesInfimaClasses,
    theme,
    themeFacts,
    ...(routeKinds ? { routeKinds } : {}),
    sourceMaps,
    localeModules,
  });
  // esbuild's service process would stay for the rest of the build; the next build starts it again.
  await stopEsbuild();
  return bundle;
}
