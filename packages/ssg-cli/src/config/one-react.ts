import { ContentError, ContentErrors } from '@kran/content-core/errors';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages of which a page must load one copy: React's hooks and React Router's context fail across two. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom'] as const;

/**
 * The module that renders pages (@kran/runtime's server renderer): the React it loads is the one the theme renders
 * with, so the site's modules and the browser bundle take React from beside it too.
 */
export const KRAN_RENDERER_FILE = fileURLToPath(import.meta.resolve('@kran/runtime/server'));

/** Where one of the shared packages is installed and its version. */
interface InstalledPackage {
  folder: string;
  version: string;
}

function installedFrom(fromFile: string, name: string): InstalledPackage | undefined {
  try {
    const manifest = realpathSync(createRequire(fromFile).resolve(`${name}/package.json`));
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return { folder: path.dirname(manifest), version };
  } catch {
    return undefined;
  }
}

/**
 * Checks that the site's React, react-dom and React Router, where it installed them, are the copies Kran renders
 * and hydrates with (those of @kran/runtime, which Kran points the site's own modules at too). Two copies happen
 * when a Kran package is linked from a checkout or when a package manager could not share a peer.
 */
export function checkOneReact(siteDir: string): void {
  const siteFile = path.join(siteDir, 'package.json');
  const problems = SHARED_PACKAGES.flatMap((name) => {
    const site = installedFrom(siteFile, name);
    const kran = installedFrom(KRAN_RENDERER_FILE, name);
    if (!site || !kran || site.folder === kran.folder) return [];
    return [twoCopiesError({ siteDir, name, site, kran })];
  });
  if (problems.length > 0) throw new ContentErrors(problems);
}

interface TwoCopies {
  siteDir: string;
  name: string;
  site: InstalledPackage;
  kran: InstalledPackage;
}

function twoCopiesError({ siteDir, name, site, kran }: TwoCopies): ContentError {
  const relative = (folder: string) => path.relative(siteDir, folder).split(path.sep).join('/');
  return new ContentError(
    `The site installs ${name} ${site.version} at ${relative(site.folder)}, but Kran renders with ${name} ` +
      `${kran.version} at ${relative(kran.folder)}: a page cannot use two copies of ${name}.`,
    { file: 'package.json', ...lineOfDependency(path.join(siteDir, 'package.json'), name) },
    `Install ${SHARED_PACKAGES.join(', ')} once, as dependencies of the site next to @kran/ssg-cli and @kran/theme ` +
      '(which take them as peers), and install again so that they resolve to one copy.',
  );
}

/** The line and column of `"name":` in the site's package.json, if it names the package. */
function lineOfDependency(file: string, name: string): { line?: number; column?: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.includes(`"${name}":`));
  return index === -1 ? {} : { line: index + 1, column: lines[index]!.indexOf(`"${name}"`) + 1 };
}
