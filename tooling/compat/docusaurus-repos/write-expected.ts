// Builds one repository with the real Docusaurus and writes what it shows to its expected.json:
// `pnpm --filter @kran/compat repos:expected:d2` (or `:d3`, `:i18n`).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { factsOfBuild, routesOfBuild } from '../fidelity/build-facts';
import { buildWithDocusaurus } from '../fidelity/docusaurus-build';
import { docusaurusI18nFacts } from './i18n-facts';
import { type ExpectedI18nRepo, I18N_REPO, localeBuilds } from './i18n-repo';
import { docusaurusRepoFacts } from './repo-facts';
import { type DocusaurusRepo, docusaurusRepo, type ExpectedRepo, type RepoSource } from './repos';
import { siteFactsOfBuild } from './site-facts';

function expectedOfRepo(repo: DocusaurusRepo, buildDir: string, routes: string[]): ExpectedRepo {
  const facts = factsOfBuild(buildDir, routes, docusaurusRepoFacts);
  return {
    builtWith: repo.builtWith,
    routes,
    pages: Object.fromEntries(routes.map((route) => [route, facts.get(route) ?? { title: '' }])),
    site: siteFactsOfBuild(buildDir, repo.videoRoute),
  };
}

/** The i18n repository's facts, per locale: `docusaurus build` built every locale, the others into build/<locale>. */
function expectedOfI18nRepo(buildDir: string, routes: string[]): ExpectedI18nRepo {
  return { builtWith: I18N_REPO.builtWith, locales: localeBuilds(buildDir, routes, docusaurusI18nFacts) };
}

async function writeExpected(name: string | undefined): Promise<void> {
  const repo: RepoSource = name === I18N_REPO.name ? I18N_REPO : docusaurusRepo(name);
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
    const expected =
      repo === I18N_REPO
        ? expectedOfI18nRepo(buildDir, routes)
        : expectedOfRepo(docusaurusRepo(name), buildDir, routes);
    await writeFile(repo.expectedFile, `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`Wrote the facts of ${routes.length} routes to ${repo.expectedFile}.`);
  } finally {
    if (process.env.KRAN_KEEP_DOCUSAURUS_BUILD) console.log(`Kept the build in ${buildDir}.`);
    else await rm(scratch, { recursive: true, force: true });
  }
}

await writeExpected(process.argv[2]);
