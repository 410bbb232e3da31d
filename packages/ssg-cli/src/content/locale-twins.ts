import type { LocaleTwins, RouteManifest } from '@kran/content-core';

/** A locale's pages: each route's path, and the content file it stands for in every locale when it has one. */
export interface LocalePages {
  code: string;
  pages: { path: string; sourceKey?: string }[];
}

/** Of each page of a locale whose twins are not all at the same path: its twins, by route path. */
export type LocaleTwinsByPath = Record<string, LocaleTwins>;

/** The pages of a locale's manifest, for the twins of every locale's pages (localeTwinsOf). */
export function localePagesOf(code: string, manifest: Pick<RouteManifest, 'routes' | 'sourceKeys'>): LocalePages {
  const keys = manifest.sourceKeys ?? {};
  return {
    code,
    pages: manifest.routes.map(({ path }) => (keys[path] ? { path, sourceKey: keys[path] } : { path })),
  };
}

/**
 * The twin of each page of the locale `code` in every other locale: the page made of the same content file
 * (translated or not), else the page at the same path, else none (`null`). Only pages with a twin elsewhere than at
 * the same path, or without one, are listed, and with those locales only: most pages have none of either.
 */
export function localeTwinsOf(locales: readonly LocalePages[], code: string): LocaleTwinsByPath {
  const own = locales.find((locale) => locale.code === code);
  const others = locales
    .filter((locale) => locale !== own)
    .map((locale) => ({
      code: locale.code,
      paths: new Set(locale.pages.map((page) => page.path)),
      bySource: new Map(locale.pages.flatMap((page) => (page.sourceKey ? [[page.sourceKey, page.path] as const] : []))),
    }));
  const twinsByPath: LocaleTwinsByPath = {};
  for (const page of own?.pages ?? []) {
    const twins: LocaleTwins = {};
    for (const other of others) {
      const twin =
        (page.sourceKey !== undefined ? other.bySource.get(page.sourceKey) : undefined) ??
        (other.paths.has(page.path) ? page.path : null);
      if (twin !== page.path) twins[other.code] = twin;
    }
    if (Object.keys(twins).length > 0) twinsByPath[page.path] = twins;
  }
  return twinsByPath;
}

/** The manifest with each route's twins (RouteBase.localeTwins); the routes of pages without any stay as they are. */
export function withLocaleTwins<Manifest extends Pick<RouteManifest, 'routes'>>(
  manifest: Manifest,
  twinsByPath: LocaleTwinsByPath,
): Manifest {
  if (Object.keys(twinsByPath).length === 0) return manifest;
  return {
    ...manifest,
    routes: manifest.routes.map((route) =>
      twinsByPath[route.path] ? { ...route, localeTwins: twinsByPath[route.path] } : route,
    ),
  };
}
