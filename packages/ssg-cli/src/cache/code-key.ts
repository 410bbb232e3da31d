import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR, generatedDirOf, THEME_COMPONENTS_DIR } from '../config/load-config.js';
import { CACHE_FORMAT_VERSION } from './cache-folder.js';
import { digestOf, fileDigestOf, folderDigestOf } from '../output/file-digest.js';

const KRAN_PACKAGES = ['@kran/contract', '@kran/content-core', '@kran/runtime', '@kran/theme'];

/**
 * What the code that made a cached result is: the cache's format, Node's version, and the package.json and built
 * files of Kran's packages and of the site's theme package. A result made by other code is never reused.
 */
export function toolchainKeyOf(siteDir: string, themePackage: string | undefined): string {
  const ownRoot = packageRootOf(fileURLToPath(import.meta.url));
  const roots = [ownRoot, ...KRAN_PACKAGES.map((name) => packageRootOf(fileURLToPath(import.meta.resolve(name))))];
  const themeRoot = themePackage === undefined ? undefined : installedPackageRoot(siteDir, themePackage);
  if (themeRoot) roots.push(themeRoot);
  return digestOf([
    String(CACHE_FORMAT_VERSION),
    process.version,
    ...roots.flatMap((root) => [fileDigestOf(path.join(root, 'package.json')) ?? '', folderDigestOf(distOf(root))]),
  ]);
}

/**
 * The site's own code as the build compiled it into `.ssg/` (config, component overrides, React pages, each bundled
 * with the local files it imports), on top of the toolchain: what every rendered page depends on.
 */
export function siteCodeKeyOf(siteDir: string, toolchainKey: string, locale?: string): string {
  const localeGenerated = generatedDirOf(siteDir, locale);
  return digestOf([
    toolchainKey,
    fileDigestOf(path.join(siteDir, GENERATED_DIR, 'site.config.mjs')) ?? '',
    folderDigestOf(path.join(localeGenerated, THEME_COMPONENTS_DIR)),
    folderDigestOf(path.join(localeGenerated, 'react-pages')),
  ]);
}

/** Where a package the site depends on is installed: node_modules/<name> in the site's folder or one above it. */
function installedPackageRoot(siteDir: string, name: string): string | undefined {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(root, 'package.json'))) return realpathSync(root);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folder of the nearest package.json above a file. */
function packageRootOf(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.dirname(file);
    dir = parent;
  }
  return dir;
}

/** A package's built code: its dist folder, or the whole package when it has none (a theme shipped as sources). */
function distOf(root: string): string {
  const dist = path.join(root, 'dist');
  if (existsSync(dist)) return dist;
  const { main } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main?: string };
  return main ? path.dirname(path.join(root, main)) : root;
}
