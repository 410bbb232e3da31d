import { isBuiltin } from 'node:module';

/**
 * The name of the package an import specifier loads from node_modules (`@scope/name` or `name`), or undefined for
 * relative and absolute paths, URLs and Node's built-in modules.
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function packageNameOf(specifier) {
  if (/^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier) || isBuiltin(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The DefinitelyTyped package that holds the types of a package: `@types/unist`, `@types/babel__core`.
 * @param {string} name
 */
export function typesPackageOf(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}
