import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../kran-cli';
import { factsOfBuild, htmlFileOf } from './build-facts';
import { checkKnownDifferences, compareFacts } from './compare-facts';
import { docusaurusFacts } from './docusaurus-facts';
import { KNOWN_DIFFERENCES, ROUTES_NOT_BUILT } from './known-differences';
import { kranFacts } from './kran-facts';
import type { FactName } from './page-facts';

const routes = readFileSync(path.resolve(repoRoot, '../shared/upstream/docusaurus-routes.txt'), 'utf8')
  .trim()
  .split('\n');
const builtRoutes = routes.filter((route) => !ROUTES_NOT_BUILT.routes.includes(route));
const docusaurusBuild = inject('docusaurusBuild');
const kranBuild = inject('kranBuild');
const docusaurus = factsOfBuild(docusaurusBuild, builtRoutes, docusaurusFacts);
const kran = factsOfBuild(kranBuild, builtRoutes, kranFacts);
const differences = builtRoutes.flatMap((route) =>
  compareFacts(route, docusaurus.get(route) ?? { title: '' }, kran.get(route) ?? { title: '' }),
);
const { unexplained, vanished } = checkKnownDifferences(differences, KNOWN_DIFFERENCES);

describe('Kran against the Docusaurus 2.4.3 build of the same content', () => {
  it('builds every route Docusaurus built, in both builds', () => {
    const missing = (build: string) => routes.filter((route) => !htmlFileOf(build, route));
    expect(missing(docusaurusBuild)).toEqual(ROUTES_NOT_BUILT.routes);
    expect(missing(kranBuild)).toEqual(ROUTES_NOT_BUILT.routes);
  });

  it('reads every kind of fact from the Docusaurus build, so a change of its markup cannot hide a difference', () => {
    const shown = (fact: FactName) =>
      builtRoutes.filter((route) => {
        const value = docusaurus.get(route)?.[fact];
        return value !== undefined && JSON.stringify(value) !== '[]';
      }).length;
    const factNames: FactName[] = ['title', 'posts', 'readingMinutes', 'tags', 'paginator', 'archive', 'tagIndex'];
    factNames.push('headingIds', 'docsSidebar', 'recentPosts');
    expect(factNames.filter((fact) => shown(fact) === 0)).toEqual([]);
    const posts = builtRoutes.filter((route) => /^\/(blogs|release)\/\d{4}\//.test(route));
    expect(posts.filter((route) => docusaurus.get(route)?.readingMinutes === undefined)).toEqual([]);
  });

  it.each(builtRoutes)('shows the facts of %s as Docusaurus does, or as a known difference explains', (route) => {
    expect(unexplained.filter((difference) => difference.route === route)).toEqual([]);
  });

  it('still finds every known difference', () => {
    expect(vanished).toEqual([]);
  });
});
