import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareCorpus, describeDifferences } from '../docusaurus-corpus/compare-corpus';
import { REPO_KNOWN_DIFFERENCES, REPO_PENDING_ROUTES } from './known-differences';
import { buildRepoWithKran } from './kran-repo-build';
import { kranRepoFacts } from './repo-facts';
import { DOCUSAURUS_REPOS, type ExpectedRepo } from './repos';
import { siteFactsOfBuild } from './site-facts';

const scratch = mkdtempSync(path.join(tmpdir(), 'kran-repos-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(DOCUSAURUS_REPOS)('kran migrate + kran build of the $name repository', (repo) => {
  const expected = JSON.parse(readFileSync(repo.expectedFile, 'utf8')) as ExpectedRepo;
  const pending = REPO_PENDING_ROUTES[repo.name].map(({ route }) => route);
  const build = buildRepoWithKran(repo, scratch);
  const failure = build.ok ? undefined : build.failure;
  const comparison = build.ok
    ? compareCorpus(expected, build.buildDir, build.routes, {
        factsOf: kranRepoFacts,
        known: REPO_KNOWN_DIFFERENCES[repo.name],
      })
    : undefined;

  it(`migrates and builds with the content unchanged, without a warning (expected.json: ${expected.builtWith})`, () => {
    expect(failure).toBeUndefined();
    expect(build.ok && build.warnings).toBe('');
    expect(build.ok && build.migrateReport).toContain('Every option was translated.');
  });

  it('builds every route Docusaurus built but those pending (known-differences.ts), and no other', () => {
    expect(
      comparison?.missingRoutes.filter((route) => !pending.includes(route)),
      failure,
    ).toEqual([]);
    expect(comparison?.extraRoutes, failure).toEqual([]);
  });

  it('lists as pending only routes Docusaurus builds and Kran does not', () => {
    expect(pending.filter((route) => !expected.routes.includes(route))).toEqual([]);
    expect(
      pending.filter((route) => !comparison?.missingRoutes.includes(route)),
      failure,
    ).toEqual([]);
  });

  it("keeps the site's Infima colours, the CSS module's image from static/ and the npm component's stylesheet", () => {
    expect(expected.site).toMatchObject({ primaryColor: /^#[0-9a-f]{6}$/, missingCssFiles: [], videoStyled: true });
    const site = build.ok ? siteFactsOfBuild(build.buildDir, repo.videoRoute) : undefined;
    expect(site, failure).toEqual(expected.site);
  });

  it.each(expected.routes.filter((route) => !pending.includes(route)))(
    'shows the facts of %s as Docusaurus does',
    (route) => {
      const differences = comparison?.differences.get(route) ?? [];
      expect(differences, failure ?? describeDifferences(route, differences, expected.builtWith)).toEqual([]);
      expect(comparison, failure).toBeDefined();
    },
  );
});
