import { packlist } from '@pnpm/fs.packlist';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dependencyDrift } from './dependency-drift.js';
import { entryPointsOf, missingEntryPoints } from './entry-points.js';
import { formatJsonPath, jsonLocator } from './json-location.js';
import { moduleSpecifiersOf } from './module-specifiers.js';
import { typeSpecifiersOf } from './type-specifiers.js';

/**
 * @typedef {import('./problem.js').Problem} Problem
 * @typedef {import('./dependency-drift.js').ImportSite} ImportSite
 */

const DECLARATION_FILE = /\.d\.[cm]?ts$/;
const JAVASCRIPT_FILE = /\.[cm]?js$/;

/**
 * Checks a package as `pnpm pack` would pack it now: every file its package.json points at is packed, and its
 * dependencies are what the packed code imports (see dependencyDrift()), checked once the entry points are there.
 * Locations are relative to `reportFrom`.
 * @param {string} packageDir
 * @param {{ reportFrom?: string }} [options]
 * @returns {Promise<Problem[]>}
 */
export async function checkPackage(packageDir, { reportFrom = process.cwd() } = {}) {
  const manifestFile = path.join(packageDir, 'package.json');
  const manifestText = await readFile(manifestFile, 'utf8');
  const manifest = JSON.parse(manifestText);
  const locate = jsonLocator(path.relative(reportFrom, manifestFile), manifestText);
  const packedFiles = (await packlist(packageDir)).map((file) => file.split(path.sep).join('/'));
  const importSitesOf = (
    /** @type {RegExp} */ kind,
    /** @type {(source: string) => Omit<ImportSite, 'file'>[]} */ read,
  ) =>
    importSites(
      packageDir,
      reportFrom,
      packedFiles.filter((file) => kind.test(file) && !(kind === JAVASCRIPT_FILE && DECLARATION_FILE.test(file))),
      read,
    );
  const missing = missingEntryPoints(entryPointsOf(manifest), packedFiles).map(({ path: jsonPath, target }) => ({
    location: locate(jsonPath),
    message: `${formatJsonPath(jsonPath)} points at "${target}", which is not among the files that would be packed, so the published package would lack it.`,
    hint: `Build the package before packing it (its prepack script does), or add the file's folder to "files".`,
  }));
  // Without its built files the package imports nothing, so every dependency would look unused.
  if (missing.length > 0) return missing;
  const drift = dependencyDrift({
    manifest,
    locate,
    runtimeImports: await importSitesOf(JAVASCRIPT_FILE, moduleSpecifiersOf),
    typeImports: await importSitesOf(DECLARATION_FILE, typeSpecifiersOf),
    peersOfDependencies: await peersOfDependencies(packageDir, manifest),
  });
  return [...missing, ...drift];
}

/**
 * @param {string} packageDir
 * @param {string} reportFrom
 * @param {string[]} files
 * @param {(source: string) => Omit<ImportSite, 'file'>[]} read
 * @returns {Promise<ImportSite[]>}
 */
async function importSites(packageDir, reportFrom, files, read) {
  const perFile = await Promise.all(
    files.map(async (file) => {
      const absolute = path.join(packageDir, file);
      return read(await readFile(absolute, 'utf8')).map((site) => ({
        ...site,
        file: path.relative(reportFrom, absolute),
      }));
    }),
  );
  return perFile.flat();
}

/**
 * The peerDependencies of each installed dependency, read from its package.json in the package's node_modules.
 * @param {string} packageDir
 * @param {Record<string, any>} manifest
 * @returns {Promise<Record<string, string[]>>}
 */
async function peersOfDependencies(packageDir, manifest) {
  const names = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
    Object.keys(manifest[field] ?? {}),
  );
  const entries = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(packageDir, 'node_modules', name, 'package.json'), 'utf8').catch(
        () => '{}',
      );
      return [name, Object.keys(JSON.parse(text).peerDependencies ?? {})];
    }),
  );
  return Object.fromEntries(entries);
}
