import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const cli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');

/** The routes `kran routes` lists for a site folder relative to the repository root. */
export function kranRoutes(site: string): string[] {
  return execFileSync(process.execPath, [cli, 'routes', '--site', path.join(repoRoot, site)], { encoding: 'utf8' })
    .trim()
    .split('\n');
}
