import { isDeepStrictEqual } from 'node:util';
import type { FactName, PageFacts } from './page-facts';

/** One fact of one route that the two builds show differently; `undefined` where a build does not show it. */
export interface Difference<Name extends string = FactName> {
  route: string;
  fact: Name;
  docusaurus: unknown;
  kran: unknown;
}

/** A difference that is known and explained: which routes (all those matching), which fact, and why. */
export interface KnownDifference<Name extends string = FactName> {
  routes: RegExp;
  fact: Name;
  reason: string;
}

/** Every fact on which the two builds of a route differ, in the order of the fact names. */
export function compareFacts<Facts extends PageFacts = PageFacts>(
  route: string,
  docusaurus: NoInfer<Facts>,
  kran: NoInfer<Facts>,
): Difference<Extract<keyof Facts, string>>[] {
  const facts = [...new Set([...Object.keys(docusaurus), ...Object.keys(kran)])].sort() as Extract<
    keyof Facts,
    string
  >[];
  return facts
    .filter((fact) => !isDeepStrictEqual(docusaurus[fact], kran[fact]))
    .map((fact) => ({ route, fact, docusaurus: docusaurus[fact], kran: kran[fact] }));
}

function explains<Name extends string>(known: KnownDifference<Name>, difference: Difference<Name>): boolean {
  return known.fact === difference.fact && known.routes.test(difference.route);
}

/**
 * Sorts differences into those no known difference explains, and lists the known differences that explain none of
 * them any more (fixed, or their routes are gone), so the list of known differences stays exact.
 */
export function checkKnownDifferences<Name extends string>(
  differences: Difference<Name>[],
  known: KnownDifference<Name>[],
): { unexplained: Difference<Name>[]; vanished: KnownDifference<Name>[] } {
  return {
    unexplained: differences.filter((difference) => !known.some((entry) => explains(entry, difference))),
    vanished: known.filter((entry) => !differences.some((difference) => explains(entry, difference))),
  };
}
