import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ bytes: number; files: number; htmlFiles: number }} OutputStats
 */

/**
 * Total bytes, file count and HTML file count of a build output folder.
 * @param {string} dir
 * @returns {Promise<OutputStats>}
 */
export async function outputStats(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return {
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    files: files.length,
    htmlFiles: files.filter((file) => file.endsWith('.html')).length,
  };
}
