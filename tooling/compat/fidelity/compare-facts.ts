import { isDeepStrictEqual } from 'node:util';
import type { FactName, PageFacts } from './page-facts';

/** One fact of one route that the two builds show differently; `undefined` where a build does not show it. */
export interface Difference {
  route: string;
  fact: FactName;
  docusaurus: unknown;
  kran: unknown;
}

/** A difference that is known and explained: which routes (all those matching), which fact, and why. */
export interface KnownDifference {
  routes: RegExp;
  fact: FactName;
  reason: string;
}

/** Every fact on which the two builds of a route differ, in the order of the fact names. */
export function compareFacts(route: string, docusaurus: PageFacts, kran: PageFacts): Difference[] {
  const facts = [...new Set([...Object.keys(docusaurus), ...Object.keys(kran)])].sort() as FactName[];
  return facts
    .filter((fact) => !isDeepStrictEqual(docusaurus[fact], kran[fact]))
    .map((fact) => ({ route, fact, docusaurus: docusaurus[fact], kran: kran[fact] }));
}

function explains(known: KnownDifference, difference: Difference): boolean {
  return known.fact === difference.fact && known.routes.test(difference.route);
}

/**
 * Sorts differences into those no known difference explains, and lists the known differences that explain none of
 * them any more (fixed, or their routes are gone), so the list of known differences stays exact.
 */
export function checkKnownDifferences(
  differences: Difference[],
  known: KnownDifference[],
): { unexplained: Difference[]; vanished: KnownDifference[] } {
  return {
    unexplained: differences.filter((difference) => !known.some((entry) => explains(entry, difference))),
    vanished: known.filter((entry) => !differences.some((difference) => explains(entry, difference))),
  };
}
