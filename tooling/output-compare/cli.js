#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareOutputs } from './compare-outputs.js';
import { describeComparison } from './describe-comparison.js';

const USAGE = `Usage: kran-output-compare --base REF [--head REF] [--site NAME]... [--allow-hash-changes]

Builds the sites (default: podman-de and example) with --no-cache from the commit REF and from --head (default
HEAD; commit what you want compared), both in one temporary checkout, so that paths are alike, and compares the
outputs file by file. Exits 1 unless they are byte-identical; with --allow-hash-changes also 0 when
only the client bundle's asset hashes and source maps differ (what moving its source files changes).`;

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'HEAD' },
    site: { type: 'string', multiple: true },
    'allow-hash-changes': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !values.base) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const run = (/** @type {string} */ cwd, /** @type {[string, ...string[]]} */ [file, ...args]) =>
  execFileSync(file, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const sites = values.site ?? ['podman-de', 'example'];
const work = mkdtempSync(path.join(tmpdir(), 'kran-output-compare-'));
const checkout = path.join(work, 'checkout');

/** Checks out the commit, builds Kran, then each site into `<work>/<side>/<site>`. */
function buildSites(/** @type {string} */ commit, /** @type {string} */ side) {
  run(checkout, ['git', 'checkout', '--quiet', '--detach', commit]);
  run(checkout, ['pnpm', 'install', '--frozen-lockfile', '--prefer-offline']);
  run(checkout, ['pnpm', 'exec', 'turbo', 'run', 'build', '--filter=@kran/ssg-cli...', '--output-logs=errors-only']);
  for (const site of sites) {
    const out = path.join(work, side, site);
    run(checkout, [
      'node',
      'packages/ssg-cli/dist/cli.js',
      'build',
      '--site',
      `sites/${site}`,
      '--no-cache',
      '--out',
      out,
    ]);
  }
}

let failed = false;
try {
  const commitOf = (/** @type {string} */ ref) =>
    execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repo, encoding: 'utf8' }).trim();
  const base = commitOf(values.base);
  const head = commitOf(values.head ?? 'HEAD');
  run(repo, ['git', 'worktree', 'add', '--detach', checkout, base]);
  buildSites(base, 'before');
  buildSites(head, 'after');
  for (const site of sites) {
    const comparison = await compareOutputs(path.join(work, 'before', site), path.join(work, 'after', site));
    console.log(`${site}: ${describeComparison(comparison)}`);
    failed ||= !(comparison.identical || (values['allow-hash-changes'] && comparison.sameBesideHashes));
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: repo, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
