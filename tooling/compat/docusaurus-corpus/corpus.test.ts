import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, kranRoutes, repoRoot } from '../kran-cli';
import { compareCorpus, describeDifferences } from './compare-corpus';
import type { CorpusFactName } from './corpus-facts';
import { CORPUS_SITE, EXPECTED_FILE, type ExpectedCorpus } from './corpus-site';

const expected = JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as ExpectedCorpus;
const kranBuild = mkdtempSync(path.join(tmpdir(), 'kran-corpus-'));
afterAll(() => rmSync(kranBuild, { recursive: true, force: true }));

/** Builds the corpus with Kran; its errors (file:line:column each) become the failure message of every test. */
function buildWithKran(): string | undefined {
  try {
    execFileSync(process.execPath, [cli, 'build', '--site', CORPUS_SITE, '--out', kranBuild], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `kran build of the corpus failed:\n${stderr?.toString() ?? ''}${stdout?.toString() ?? ''}`;
  }
}

const buildError = buildWithKran();
const comparison = buildError
  ? undefined
  : compareCorpus(expected, kranBuild, kranRoutes(path.relative(repoRoot, CORPUS_SITE)));

describe(`Kran against ${expected.builtWith} on the compatibility corpus (docusaurus-corpus/expected.json)`, () => {
  it('holds every kind of fact in expected.json, so a change of Docusaurus markup cannot hide a difference', () => {
    const shown = new Set(Object.values(expected.pages).flatMap((facts) => Object.keys(facts)));
    const facts: CorpusFactName[] = ['title', 'posts', 'readingMinutes', 'tags', 'paginator', 'archive', 'tagIndex'];
    facts.push('headingIds', 'recentPosts', 'sidebarTree', 'pagerLabels', 'versionBadge', 'versionBanner', 'tabs');
    facts.push(
      'tocInline',
      'details',
      'katexFormulas',
      'highlights',
      'showsPartial',
      'mdxStatementsShown',
      'redirectTo',
    );
    expect(facts.filter((fact) => !shown.has(fact))).toEqual([]);
  });

  it('builds the corpus without errors', () => {
    expect(buildError).toBeUndefined();
  });

  it('builds every route Docusaurus built, and no other', () => {
    expect(comparison?.missingRoutes, buildError).toEqual([]);
    expect(comparison?.extraRoutes, buildError).toEqual([]);
  });

  it.each(expected.routes)('shows the facts of %s as Docusaurus does', (route) => {
    const differences = comparison?.differences.get(route) ?? [];
    expect(differences, buildError ?? describeDifferences(route, differences)).toEqual([]);
    expect(comparison, buildError).toBeDefined();
  });
});
