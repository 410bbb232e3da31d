import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { cli, repoRoot } from '../kran-cli';
import { ensureDocusaurusBuild } from './docusaurus-build';

export const FIDELITY_SITE = path.join(repoRoot, 'tooling/compat/podman-upstream');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of Kran's build of the fidelity site. */
    kranBuild: string;
    /** The folder of Docusaurus's build of the same site, kept between runs. */
    docusaurusBuild: string;
  }
}

/** Builds the site with Kran into a temporary folder and with Docusaurus unless its build is cached. */
export default async function setup(project: TestProject) {
  const kranBuild = mkdtempSync(path.join(tmpdir(), 'kran-fidelity-'));
  execFileSync(process.execPath, [cli, 'build', '--site', FIDELITY_SITE, '--out', kranBuild], { stdio: 'ignore' });
  project.provide('kranBuild', kranBuild);
  project.provide('docusaurusBuild', await ensureDocusaurusBuild(FIDELITY_SITE));
  return () => rmSync(kranBuild, { recursive: true, force: true });
}
