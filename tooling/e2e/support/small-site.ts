import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { serveBuild, type ServedSite } from './kran-serve';
import { kranCli } from './paths';

/**
 * Writes a small site of a spec's own into `siteDir` (anew: its files by path), builds it with `kran build`, which
 * must report nothing, and serves the build.
 */
export async function buildAndServeSite(siteDir: string, files: Record<string, string>): Promise<ServedSite> {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
  const built = spawnSync(process.execPath, [kranCli, 'build', '--site', siteDir], { encoding: 'utf8' });
  expect(built.stderr).toBe('');
  return serveBuild(path.join(siteDir, 'build'));
}
