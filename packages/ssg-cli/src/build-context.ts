import type { ReactPageComponents, SiteComponents, ThemeRuntime } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';

/**
 * What one build of one site works with besides plain data: the definition of the theme it names and the site's
 * modules as this thread loaded them. Made once where a build starts (and in each worker thread, from the plain data
 * the thread is sent) and passed to every phase that needs it, so that builds of different sites in one process
 * stay apart.
 */
export interface SiteBuildContext {
  /** The theme the site names (`theme.package`), or Kran's default theme. */
  readonly theme: ThemeDefinition;
  /** The components of the site's React pages, by the page's source; filled as the content phase loads them. */
  readonly reactPages: ReactPageComponents;
  /** The exports of the components the site's MDX content shows, by source file; filled as they are loaded. */
  readonly siteComponents: SiteComponents;
}

/** A build's context once the theme phase loaded the site's texts and component overrides: what pages render with. */
export interface ThemedBuildContext extends SiteBuildContext {
  readonly runtime: ThemeRuntime;
}

/** The context of a new build of a site with this theme, before any of the site's modules is loaded. */
export function newBuildContext(theme: ThemeDefinition): SiteBuildContext {
  return { theme, reactPages: {}, siteComponents: {} };
}
