/** The part of a package.json the consumer test rewrites. */
export interface SiteManifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
  [key: string]: unknown;
}

/** Versions of React and its types a run installs in place of those the starter writes. */
export interface ReactRange {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * The site's package.json with every Kran package taken from its tarball: its own `@kran/…` dependencies point at
 * the files, and npm `overrides` do the same for the ones they depend on (a direct dependency is overridden by a
 * reference to itself, `$name`, as npm requires). React and its types are set to the run's versions.
 */
export function pointAtTarballs(
  manifest: SiteManifest,
  tarballs: Map<string, string>,
  react: ReactRange,
): SiteManifest {
  const file = (name: string) => `file:${tarballs.get(name)}`;
  const dependencies = { ...manifest.dependencies, ...react.dependencies };
  for (const name of Object.keys(dependencies)) {
    if (!name.startsWith('@kran/')) continue;
    if (!tarballs.has(name)) throw new Error(`The site depends on ${name}, which no packed tarball provides.`);
    dependencies[name] = file(name);
  }
  const overrides = Object.fromEntries(
    [...tarballs.keys()].sort().map((name) => [name, name in dependencies ? `$${name}` : file(name)]),
  );
  return {
    ...manifest,
    dependencies,
    devDependencies: { ...manifest.devDependencies, ...react.devDependencies },
    overrides: { ...manifest.overrides, ...overrides },
  };
}
