import { factsOfBuild } from '../fidelity/build-facts';
import { checkKnownDifferences, compareFacts, type Difference, type KnownDifference } from '../fidelity/compare-facts';
import { ARCHIVE_ORDER_REASON } from '../fidelity/known-differences';
import type { CorpusFactName, CorpusFacts } from './corpus-facts';
import type { ExpectedCorpus } from './corpus-site';
import { kranCorpusFacts } from './kran-corpus-facts';

export type CorpusDifference = Difference<CorpusFactName>;

/** Facts of the corpus that Kran shows differently from Docusaurus 2.4.3 on purpose, each with its reason. */
export const CORPUS_KNOWN_DIFFERENCES: KnownDifference<CorpusFactName>[] = [
  { routes: /^\/blog\/archive$/, fact: 'archive', reason: ARCHIVE_ORDER_REASON },
  {
    routes: /^\/$/,
    fact: 'title',
    reason:
      'Kran titles the home page with the site title alone (theme/src/page-title.ts); Docusaurus 2.4.3 appends the ' +
      "site title to a markdown home page's own title, which gives `Lantern | Lantern`.",
  },
];

/**
 * How Kran's build of the corpus differs from what Docusaurus built (expected.json), route by route. Another site
 * compared the same way (tooling/compat/docusaurus-repos) gives its own facts reader and known differences.
 */
export function compareCorpus(
  expected: ExpectedCorpus,
  kranBuild: string,
  kranRoutes: string[],
  {
    factsOf = kranCorpusFacts,
    known = CORPUS_KNOWN_DIFFERENCES,
  }: { factsOf?: (html: string) => CorpusFacts; known?: KnownDifference<CorpusFactName>[] } = {},
): { missingRoutes: string[]; extraRoutes: string[]; differences: Map<string, CorpusDifference[]> } {
  const kran = factsOfBuild(kranBuild, expected.routes, factsOf);
  const all = expected.routes.flatMap((route) =>
    compareFacts<CorpusFacts>(route, expected.pages[route] ?? { title: '' }, kran.get(route) ?? { title: '' }),
  );
  const { unexplained } = checkKnownDifferences(all, known);
  return {
    missingRoutes: expected.routes.filter((route) => !kran.has(route)),
    extraRoutes: kranRoutes.filter((route) => !expected.routes.includes(route)),
    differences: new Map(
      expected.routes.map((route) => [route, unexplained.filter((difference) => difference.route === route)]),
    ),
  };
}

/** A route's differences as a reader-friendly message: per fact, what Docusaurus shows and what Kran shows. */
export function describeDifferences(
  route: string,
  differences: Difference<string>[],
  docusaurusName = 'Docusaurus 2.4.3',
): string {
  const show = (value: unknown) => (value === undefined ? '(nothing)' : JSON.stringify(value, null, 2));
  const width = `${docusaurusName}: `.length;
  const facts = differences.map(
    (difference) =>
      `${difference.fact}\n    ${`${docusaurusName}:`.padEnd(width)}${show(difference.docusaurus).replace(/\n/g, '\n    ')}` +
      `\n    ${'Kran:'.padEnd(width)}${show(difference.kran).replace(/\n/g, '\n    ')}`,
  );
  return `${route} differs from Docusaurus in ${differences.length} fact(s):\n  ${facts.join('\n  ')}`;
}
