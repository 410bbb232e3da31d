// Builds one repository with the real Docusaurus and writes what it shows to its expected.json:
// `pnpm --filter @kran/compat repos:expected:d2` (or `:d3`).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { factsOfBuild, routesOfBuild } from '../fidelity/build-facts';
import { buildWithDocusaurus } from '../fidelity/docusaurus-build';
import { docusaurusRepoFacts } from './repo-facts';
import { docusaurusRepo, type ExpectedRepo } from './repos';
import { siteFactsOfBuild } from './site-facts';

async function writeExpected(name: string | undefined): Promise<void> {
  const repo = docusaurusRepo(name);
  const scratch = await mkdtemp(path.join(tmpdir(), `kran-repo-${repo.name}-`));
  const buildDir = path.join(scratch, 'build');
  try {
    console.log(`Building ${repo.dir} with ${repo.builtWith}.`);
    await buildWithDocusaurus(
      `repo-${repo.name}-${process.pid}`,
      buildDir,
      (copy) =>
        cp(repo.dir, copy, {
          recursive: true,
          filter: (source) => !source.includes('node_modules') && path.basename(source) !== 'expected.json',
        }),
      { install: repo.install, siteFolder: 'website' },
    );
    const routes = routesOfBuild(buildDir);
    const facts = factsOfBuild(buildDir, routes, docusaurusRepoFacts);
    const expected: ExpectedRepo = {
      builtWith: repo.builtWith,
      routes,
      pages: Object.fromEntries(routes.map((route) => [route, facts.get(route) ?? { title: '' }])),
      site: siteFactsOfBuild(buildDir, repo.videoRoute),
    };
    await writeFile(repo.expectedFile, `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`Wrote the facts of ${routes.length} routes to ${repo.expectedFile}.`);
  } finally {
    if (process.env.KRAN_KEEP_DOCUSAURUS_BUILD) console.log(`Kept the build in ${buildDir}.`);
    else await rm(scratch, { recursive: true, force: true });
  }
}

await writeExpected(process.argv[2]);
