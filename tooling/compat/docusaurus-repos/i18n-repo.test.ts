import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ar, createTranslator } from '@kran/theme';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDifferences } from '../docusaurus-corpus/compare-corpus';
import { checkKnownDifferences, compareFacts, type Difference } from '../fidelity/compare-facts';
import { type I18nPageFacts, kranI18nFacts } from './i18n-facts';
import { type ExpectedI18nRepo, I18N_LOCALES, I18N_REPO, localeBuilds } from './i18n-repo';
import { I18N_KNOWN_DIFFERENCES } from './known-differences';
import { buildRepoWithKran } from './kran-repo-build';

const scratch = mkdtempSync(path.join(tmpdir(), 'kran-repo-i18n-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('kran migrate + kran build of the i18n repository (en, de, ar)', () => {
  const expected = JSON.parse(readFileSync(I18N_REPO.expectedFile, 'utf8')) as ExpectedI18nRepo;
  const build = buildRepoWithKran(I18N_REPO, scratch);
  const failure = build.ok ? undefined : build.failure;
  // `kran routes` lists the pages of every locale; Kran's own pages (/search) and redirect files are not among them.
  const locales = build.ok ? localeBuilds(build.buildDir, build.routes, kranI18nFacts) : undefined;
  const differences = new Map<string, Difference<keyof I18nPageFacts>[]>(
    I18N_LOCALES.flatMap((locale) =>
      Object.entries(expected.locales[locale]?.pages ?? {}).map(([route, facts]) => {
        const kran = locales?.[locale]?.pages[route];
        return [route, kran ? compareFacts<I18nPageFacts>(route, facts, kran) : []];
      }),
    ),
  );
  const { vanished } = checkKnownDifferences([...differences.values()].flat(), I18N_KNOWN_DIFFERENCES);

  it(`migrates and builds with the content unchanged, without a warning (expected.json: ${expected.builtWith})`, () => {
    expect(failure).toBeUndefined();
    expect(build.ok && build.warnings).toBe('');
    expect(build.ok && build.migrateReport).toContain('Every option was translated.');
  });

  it('lists as known differences (known-differences.ts) only those still there', () => {
    expect(vanished, failure).toEqual([]);
  });

  it("shows the theme's texts on the Arabic pages from its Arabic table, not its English one", () => {
    const t = createTranslator('ar', ar);
    const pages = locales?.ar?.pages ?? {};
    const sublabels = Object.values(pages).flatMap((facts) => Object.values(facts.pagerSublabels ?? {}));
    expect(new Set(sublabels), failure).toEqual(
      new Set([ar['docs.previous'], ar['docs.next'], ar['blogPost.newer'], ar['blogPost.older']]),
    );
    // Each tag's posts as Docusaurus counts them: one for release and sensors, two for stations.
    const headings = {
      '/ar/blog/archive': ar['blogArchive.title'],
      '/ar/blog/tags': ar['blogTags.title'],
      '/ar/blog/tags/release': t('blogTag.heading', { count: 1, tag: 'release' }),
      '/ar/blog/tags/stations': t('blogTag.heading', { count: 2, tag: 'stations' }),
    };
    for (const [route, heading] of Object.entries(headings)) {
      expect(pages[route]?.h1, route).toBe(heading);
      expect(pages[route]?.title, route).toBe(`${heading} | Loomcast`);
    }
  });

  describe.each(I18N_LOCALES)('the %s locale', (locale) => {
    const want = expected.locales[locale];
    const built = locales?.[locale];

    it('builds the routes Docusaurus built for the locale, and no other', () => {
      expect(want?.routes.length).toBeGreaterThan(0);
      expect(built?.routes, failure).toEqual(want?.routes);
    });

    it("lists them in the locale's own sitemap.xml and gives its blog feed the locale's language and link", () => {
      expect(built?.sitemap, failure).toEqual(want?.sitemap);
      expect(built?.feed, failure).toEqual(want?.feed);
    });

    it.each(want?.routes ?? [])(
      'shows %s as Docusaurus does: lang, dir, alternates, titles, navbar, locale dropdown, footer, sidebar, pager',
      (route) => {
        expect(built?.pages[route], failure ?? `Kran built no page for ${route}`).toBeDefined();
        const { unexplained } = checkKnownDifferences(differences.get(route) ?? [], I18N_KNOWN_DIFFERENCES);
        expect(unexplained, describeDifferences(route, unexplained, expected.builtWith)).toEqual([]);
      },
    );
  });
});
