import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/** Where the benchmarks install tools outside the repository: $KRAN_BENCH_CACHE, or ~/.cache/kran-bench. */
export function benchCacheRoot() {
  return process.env.KRAN_BENCH_CACHE ?? path.join(homedir(), '.cache', 'kran-bench');
}

/**
 * The version of a package installed in `dir`, or undefined.
 * @param {string} dir
 * @param {string} name
 * @returns {string | undefined}
 */
export function installedVersion(dir, name) {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/**
 * Installs `packageJson`'s dependencies into `dir` with npm, unless every package in `expected`
 * (name -> exact version) is there already, so the install happens once and later runs reuse it.
 * @param {string} dir
 * @param {object} packageJson
 * @param {Record<string, string>} expected
 */
export async function ensureNpmPackages(dir, packageJson, expected) {
  if (Object.entries(expected).every(([name, version]) => installedVersion(dir, name) === version)) return;
  console.log(
    `Installing ${Object.entries(expected)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')} into ${dir} with npm; this happens once.`,
  );
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}
