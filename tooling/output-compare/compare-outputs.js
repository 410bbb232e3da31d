import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** esbuild's content hash in an asset's name: `chunk-234QDJ4Y.js`, `client-ABCD1234.css`. */
const ASSET_HASH = /-[A-Z0-9]{8}(?=\.(?:js|css|map)\b)/g;
const SOURCE_MAP = /\.map$/;

/**
 * @typedef {object} OutputComparison
 * @property {boolean} identical every file is there on both sides with the same bytes
 * @property {boolean} sameBesideHashes with asset hashes named alike and source maps left out, the files match:
 *   only where code of the client bundle moved (its source maps name source paths, and the hashes follow)
 * @property {string[]} onlyBefore
 * @property {string[]} onlyAfter
 * @property {string[]} changed files on both sides whose bytes differ
 */

/**
 * Compares two build outputs file by file.
 * @param {string} beforeDir
 * @param {string} afterDir
 * @returns {Promise<OutputComparison>}
 */
export async function compareOutputs(beforeDir, afterDir) {
  const [before, after] = await Promise.all([readOutput(beforeDir), readOutput(afterDir)]);
  const onlyBefore = [...before.keys()].filter((file) => !after.has(file)).sort();
  const onlyAfter = [...after.keys()].filter((file) => !before.has(file)).sort();
  const changed = [...before].filter(
    ([file, bytes]) => after.has(file) && !bytes.equals(after.get(file) ?? new Uint8Array()),
  );
  const changedFiles = changed.map(([file]) => file).sort();
  const identical = onlyBefore.length === 0 && onlyAfter.length === 0 && changedFiles.length === 0;
  const withoutHashes = (/** @type {Map<string, Buffer>} */ files) =>
    [...files]
      .filter(([file]) => !SOURCE_MAP.test(file))
      .map(
        ([file, bytes]) => `${file.replace(ASSET_HASH, '-#')}\n${bytes.toString('latin1').replace(ASSET_HASH, '-#')}`,
      )
      .sort();
  const beforeWithoutHashes = withoutHashes(before);
  const afterWithoutHashes = withoutHashes(after);
  const sameBesideHashes =
    beforeWithoutHashes.length === afterWithoutHashes.length &&
    beforeWithoutHashes.every((record, index) => record === afterWithoutHashes[index]);
  return { identical, sameBesideHashes, onlyBefore, onlyAfter, changed: changedFiles };
}

/**
 * @param {string} dir
 * @returns {Promise<Map<string, Buffer>>} every file's bytes by its path in the folder, with `/` between parts
 */
async function readOutput(dir) {
  const files = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), await readFile(file));
  }
  return files;
}
