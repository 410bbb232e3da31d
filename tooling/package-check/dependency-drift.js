import { packageNameOf, typesPackageOf } from './package-name.js';

/**
 * @typedef {import('./problem.js').Problem} Problem
 * @typedef {import('./json-location.js').SourceLocation} SourceLocation
 * @typedef {import('./json-location.js').JsonPath} JsonPath
 * @typedef {{ specifier: string } & SourceLocation} ImportSite
 * @typedef {object} DependencyFacts
 * @property {Record<string, any>} manifest the package's package.json
 * @property {(path: JsonPath) => SourceLocation} locate where a value of the package.json is
 * @property {ImportSite[]} runtimeImports what the packed JavaScript imports, requires or resolves
 * @property {ImportSite[]} typeImports what the packed declaration files import
 * @property {Record<string, string[]>} peersOfDependencies the peerDependencies of each listed dependency
 */

const INSTALLED_FIELDS = /** @type {const} */ (['dependencies', 'peerDependencies', 'optionalDependencies']);

/**
 * Compares what a package lists with what its shipped files use: a package imported at run time (or by a
 * declaration file) must be in dependencies, peerDependencies or optionalDependencies, and every package listed there
 * must be imported, be the types of an imported package, or be a peer dependency of another listed package (which
 * the package installs for it). Node's built-in modules and the package itself do not count.
 * @param {DependencyFacts} facts
 * @returns {Problem[]}
 */
export function dependencyDrift(facts) {
  const { manifest } = facts;
  /** @type {Map<string, string>} */
  const listed = new Map(
    INSTALLED_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {}).map((name) => [name, field])),
  );
  const runtime = firstSiteByPackage(facts.runtimeImports, manifest.name);
  const types = firstSiteByPackage(facts.typeImports, manifest.name);
  types.delete('@types/node');
  const used = new Set([
    ...runtime.keys(),
    ...[...types.keys()].flatMap((name) => [name, typesPackageOf(name)]),
    ...[...listed.keys()].flatMap((name) => facts.peersOfDependencies[name] ?? []),
  ]);
  return [
    ...[...runtime]
      .filter(([name]) => !listed.has(name))
      .map(([name, site]) => unlistedImport(name, site, manifest, 'code imports')),
    ...[...types]
      .filter(([name]) => !listed.has(name) && !listed.has(typesPackageOf(name)))
      .map(([name, site]) => unlistedImport(name, site, manifest, 'declaration files import')),
    ...[...listed]
      .filter(([name]) => !used.has(name))
      .map(([name, field]) => unusedDependency(name, field, facts.locate)),
  ];
}

/**
 * @param {ImportSite[]} sites
 * @param {string} ownName
 */
function firstSiteByPackage(sites, ownName) {
  /** @type {Map<string, ImportSite>} */
  const byPackage = new Map();
  for (const site of sites) {
    const name = packageNameOf(site.specifier);
    if (name && name !== ownName && !byPackage.has(name)) byPackage.set(name, site);
  }
  return byPackage;
}

/**
 * @param {string} name
 * @param {ImportSite} site
 * @param {Record<string, any>} manifest
 * @param {string} importing what imports it and the verb: `code imports`
 * @returns {Problem}
 */
function unlistedImport(name, site, manifest, importing) {
  const { specifier, ...location } = site;
  const isDevDependency = name in (manifest.devDependencies ?? {});
  return {
    location,
    message:
      `The package's ${importing} "${specifier}", but "${name}" is not in its dependencies, peerDependencies or ` +
      'optionalDependencies, so installing the package does not install it.',
    hint: isDevDependency
      ? `Move "${name}" from devDependencies to dependencies (or to peerDependencies if the site installs it), or bundle it into dist.`
      : `Add "${name}" to dependencies (or to peerDependencies if the site installs it)${
          importing.startsWith('code')
            ? ', or bundle it into dist.'
            : `, or "${typesPackageOf(name)}" if its types come from DefinitelyTyped.`
        }`,
  };
}

/**
 * @param {string} name
 * @param {string} field
 * @param {(path: JsonPath) => SourceLocation} locate
 * @returns {Problem}
 */
function unusedDependency(name, field, locate) {
  return {
    location: locate([field, name]),
    message: `"${name}" is in ${field}, but nothing the package ships imports it, so installing the package installs it for nothing.`,
    hint: `Move "${name}" to devDependencies if the build bundles it or only the build and tests use it; otherwise remove it.`,
  };
}
