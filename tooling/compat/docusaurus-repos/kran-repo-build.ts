import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { cli, repoRoot } from '../kran-cli';
import type { RepoSource } from './repos';

/** What a Kran build of a repository's copy gave: the build folder and routes, or the command's output on failure. */
export type KranRepoBuild =
  | { ok: true; website: string; buildDir: string; routes: string[]; migrateReport: string; warnings: string }
  | { ok: false; failure: string };

const compatModules = path.join(import.meta.dirname, '../node_modules');

/**
 * Installs into the copy's website/node_modules what a user installs after `kran migrate`: Kran itself and the npm
 * packages website/package.json names that the build loads, linked from tooling/compat's node_modules.
 */
function installPackages(website: string, packages: RepoSource['kranPackages']): void {
  const link = (target: string, name: string) => {
    mkdirSync(path.dirname(path.join(website, 'node_modules', name)), { recursive: true });
    symlinkSync(target, path.join(website, 'node_modules', name));
  };
  link(path.join(repoRoot, 'packages/ssg-cli'), '@kran/ssg-cli');
  for (const [name, installed] of Object.entries(packages)) link(path.join(compatModules, installed), name);
}

/** Runs `kran` in `cwd`; its output, or an Error with all of it when it fails. */
function kran(args: string[], cwd: string): { stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0) throw new Error(`${result.stderr}${result.stdout}${result.error?.message ?? ''}`);
  return { stdout: result.stdout, stderr: result.stderr };
}

/**
 * Copies the repository into `scratch` with its content unchanged, then runs `kran migrate website` and `kran build`
 * in it, as the migration guide tells a user to.
 */
export function buildRepoWithKran(repo: RepoSource, scratch: string): KranRepoBuild {
  const copy = path.join(scratch, repo.name);
  cpSync(repo.dir, copy, { recursive: true, filter: (source) => path.basename(source) !== 'expected.json' });
  const website = path.join(copy, 'website');
  installPackages(website, repo.kranPackages);
  let step = 'kran migrate website';
  try {
    const migrated = kran(['migrate', 'website'], copy);
    step = 'kran build';
    const built = kran(['build'], website);
    step = 'kran routes';
    const routes = kran(['routes'], website).stdout.trim().split('\n');
    return {
      ok: true,
      website,
      buildDir: path.join(website, 'build'),
      routes,
      migrateReport: migrated.stdout,
      warnings: `${migrated.stderr}${built.stderr}`,
    };
  } catch (error) {
    return { ok: false, failure: `${step} in a copy of ${repo.name} failed:\n${(error as Error).message}` };
  }
}
