import type { ConfigPath, ProblemHandling } from '@kran/content-core';
import { isValidPathname, type ClientRedirectsConfig } from '../config/client-redirects-config.js';

/** A redirect page to write: the reader who opens `from` is sent on to the route `to` (site paths, no base URL). */
export interface ClientRedirect {
  from: string;
  to: string;
}

/** A redirect the config makes, with the option that made it. */
interface MadeRedirect extends ClientRedirect {
  madeBy: ConfigPath;
  /** Where the config writes its `from`, when it does. */
  fromAt?: ConfigPath;
}

/** A redirect that cannot be written, at the option that made it. */
export interface RedirectProblem {
  message: string;
  hint: string;
  at: ConfigPath;
  severity: 'error' | 'warning';
}

export interface SiteRoutes {
  /** Every route of the site (without the base URL). */
  routePaths: readonly string[];
  trailingSlash?: boolean;
  /** What a redirect from an existing route, or two from one path, is: as Docusaurus, `onDuplicateRoutes`. */
  onDuplicateRoutes: ProblemHandling;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The redirects of `clientRedirects` as @docusaurus/plugin-client-redirects collects them: `fromExtensions`,
 * `toExtensions`, the `redirects` list and `createRedirects` of every route, in that order. A redirect to a path that
 * is no route is an error; one from a route, or from a path another redirect has, is left out and reported as
 * `onDuplicateRoutes` says. Each problem is at the option that made its redirect.
 */
export function collectRedirects(
  config: ClientRedirectsConfig,
  site: SiteRoutes,
): { redirects: ClientRedirect[]; problems: RedirectProblem[] } {
  const routes = new Set(site.routePaths.map(withoutTrailingSlash));
  const made = [
    ...fromExtensionRedirects(site.routePaths, config.fromExtensions ?? []),
    ...toExtensionRedirects(site.routePaths, config.toExtensions ?? []),
    ...listedRedirects(config.redirects ?? []),
    ...createdRedirects(site.routePaths, config.createRedirects),
  ];
  const problems: RedirectProblem[] = [];
  const duplicate = site.onDuplicateRoutes === 'throw' ? 'error' : 'warning';
  const redirects: ClientRedirect[] = [];
  const byFrom = new Map<string, MadeRedirect>();
  for (const redirect of made) {
    const { from, to, madeBy } = redirect;
    if (!isValidPathname(from) || !isValidPathname(to)) {
      problems.push({
        message: `A redirect from ${JSON.stringify(from)} to ${JSON.stringify(to)} does not go from a path to a path.`,
        hint: 'Make every path of a redirect start with `/`, without a query or #anchor.',
        at: madeBy,
        severity: 'error',
      });
    } else if (!routes.has(withoutTrailingSlash(to))) {
      problems.push({
        message: `The redirect from ${from} leads to ${to}, which is no page of the site.`,
        hint: "Redirect to the path of one of the site's pages (`kran routes` lists them), without the base URL.",
        at: madeBy,
        severity: 'error',
      });
    } else if (routes.has(withoutTrailingSlash(from))) {
      if (site.onDuplicateRoutes !== 'ignore')
        problems.push({
          message: `The redirect from ${from} to ${to} would replace the page at ${from}, so it is left out.`,
          hint: 'Remove the redirect, or move the page; `onDuplicateRoutes` says whether this stops the build.',
          at: redirect.fromAt ?? madeBy,
          severity: duplicate,
        });
    } else if (byFrom.has(from)) {
      const first = byFrom.get(from)!;
      if (first.to !== to && site.onDuplicateRoutes !== 'ignore')
        problems.push({
          message: `${from} is redirected to ${first.to} and to ${to}; only the first redirect is written.`,
          hint: 'A path can lead to one page only: remove one of the redirects.',
          at: redirect.fromAt ?? madeBy,
          severity: duplicate,
        });
    } else {
      byFrom.set(from, redirect);
      redirects.push({ from, to: withTrailingSlashOf(to, site.trailingSlash) });
    }
  }
  return { redirects, problems };
}

/** A route path as the site writes its links: with a trailing slash, without, or as it is. */
function withTrailingSlashOf(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || path === '/') return path;
  return trailingSlash ? `${withoutTrailingSlash(path)}/` : withoutTrailingSlash(path);
}

function fromExtensionRedirects(routePaths: readonly string[], extensions: string[]): MadeRedirect[] {
  const dotted = extensions.map((extension) => `.${extension}`);
  return routePaths.flatMap((path) =>
    path === '' || path.endsWith('/') || dotted.some((extension) => path.endsWith(extension))
      ? []
      : extensions.map((extension, index) => ({
          from: `${path}.${extension}`,
          to: path,
          madeBy: ['clientRedirects', 'fromExtensions', index],
        })),
  );
}

function toExtensionRedirects(routePaths: readonly string[], extensions: string[]): MadeRedirect[] {
  return routePaths.flatMap((path) => {
    const index = extensions.findIndex((extension) => path.endsWith(`.${extension}`));
    if (index === -1) return [];
    return [
      {
        from: path.slice(0, -extensions[index]!.length - 1),
        to: path,
        madeBy: ['clientRedirects', 'toExtensions', index],
      },
    ];
  });
}

function listedRedirects(redirects: NonNullable<ClientRedirectsConfig['redirects']>): MadeRedirect[] {
  return redirects.flatMap(({ from, to }, index) => {
    const place = ['clientRedirects', 'redirects', index];
    const froms =
      typeof from === 'string'
        ? [[from, [...place, 'from']] as const]
        : from.map((path, at) => [path, [...place, 'from', at]] as const);
    return froms.map(([path, fromAt]) => ({ from: path, to, madeBy: [...place, 'to'], fromAt }));
  });
}

function createdRedirects(
  routePaths: readonly string[],
  createRedirects: ClientRedirectsConfig['createRedirects'],
): MadeRedirect[] {
  if (!createRedirects) return [];
  return routePaths.flatMap((path) => {
    const created = createRedirects(path) ?? [];
    return (typeof created === 'string' ? [created] : created).map((from) => ({
      from,
      to: path,
      madeBy: ['clientRedirects', 'createRedirects'],
    }));
  });
}
