/**
 * @typedef {import('./json-location.js').JsonPath} JsonPath
 * @typedef {{ path: JsonPath; target: string }} EntryPoint a file a field of package.json points at, and where
 * @typedef {Record<string, unknown>} Manifest
 */

// Fields that pnpm publish takes from publishConfig instead of the top level when publishConfig has them.
const PUBLISHED_FIELDS = ['main', 'module', 'types', 'typings', 'bin', 'exports'];

/**
 * Every file that `main`, `module`, `types`, `typings`, `bin` and `exports` of a package.json point at, as
 * the published package.json will have them. A target of `exports` may hold one `*` (a subpath pattern).
 * @param {Manifest} manifest
 * @returns {EntryPoint[]}
 */
export function entryPointsOf(manifest) {
  const publishConfig = /** @type {Manifest} */ (manifest.publishConfig ?? {});
  return PUBLISHED_FIELDS.flatMap((field) =>
    field in publishConfig
      ? targetsOf(publishConfig[field], ['publishConfig', field])
      : targetsOf(manifest[field], [field]),
  );
}

/**
 * @param {unknown} value
 * @param {JsonPath} path
 * @returns {EntryPoint[]}
 */
function targetsOf(value, path) {
  if (typeof value === 'string') return [{ path, target: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => targetsOf(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => targetsOf(item, [...path, key]));
  return [];
}

/**
 * The entry points whose file is not among the files that would be packed.
 * @param {EntryPoint[]} entryPoints
 * @param {string[]} packedFiles paths relative to the package, with `/`
 * @returns {EntryPoint[]}
 */
export function missingEntryPoints(entryPoints, packedFiles) {
  const packed = new Set(packedFiles);
  return entryPoints.filter(({ target }) => {
    const file = target.replace(/^\.\//, '');
    if (!file.includes('*')) return !packed.has(file);
    const [before = '', after = ''] = file.split('*');
    return !packedFiles.some((packedFile) => packedFile.startsWith(before) && packedFile.endsWith(after));
  });
}
