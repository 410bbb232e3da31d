import {
  ContentError,
  ContentErrors,
  type ConfigSource,
  type ContentWarning,
  type RouteManifest,
} from '@kran/content-core';
import type { KranConfig } from '../config/load-config.js';
import { collectRedirects, type ClientRedirect, type RedirectProblem } from './collect-redirects.js';

/** The redirect pages of a site, and what the build reports about the redirects it left out. */
export interface SiteRedirects {
  redirects: ClientRedirect[];
  warnings: ContentWarning[];
}

/**
 * The site's client redirects (`clientRedirects`) over the routes of its manifest. A redirect to no page, or one
 * `onDuplicateRoutes: 'throw'` refuses, stops the build with every such problem at its place in site.config.ts.
 */
export function siteRedirects(
  config: KranConfig,
  manifest: Pick<RouteManifest, 'routes' | 'site'>,
  configSource: ConfigSource,
): SiteRedirects {
  if (!config.clientRedirects) return { redirects: [], warnings: [] };
  const { redirects, problems } = collectRedirects(config.clientRedirects, {
    routePaths: manifest.routes.map((route) => route.path),
    trailingSlash: manifest.site.trailingSlash,
    onDuplicateRoutes: config.onDuplicateRoutes ?? 'warn',
  });
  const locate = (problem: RedirectProblem) =>
    configSource.locatePath(problem.at) ?? configSource.locateKey('clientRedirects');
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    throw new ContentErrors(errors.map((problem) => new ContentError(problem.message, locate(problem), problem.hint)));
  return {
    redirects,
    warnings: problems.map((problem) => ({ message: problem.message, location: locate(problem), hint: problem.hint })),
  };
}
