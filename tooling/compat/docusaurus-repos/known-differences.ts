import type { CorpusFactName } from '../docusaurus-corpus/corpus-facts';
import type { KnownDifference } from '../fidelity/compare-facts';
import type { I18nPageFacts } from './i18n-facts';
import type { DocusaurusRepo } from './repos';

/** A route Docusaurus builds that Kran does not build yet, and the work that brings it. */
export interface PendingRoute {
  route: string;
  reason: string;
}

/** Facts of each repository that Kran shows differently from Docusaurus, each with its reason. */
export const REPO_KNOWN_DIFFERENCES: Record<DocusaurusRepo['name'], KnownDifference<CorpusFactName>[]> = {
  d2: [],
  d3: [],
};

/** Routes each repository's Docusaurus build has that Kran does not build yet. */
export const REPO_PENDING_ROUTES: Record<DocusaurusRepo['name'], PendingRoute[]> = {
  d2: [],
  d3: [],
};

/** Facts of the i18n repository's pages that Kran shows differently from Docusaurus 2.4.3, each with its reason. */
export const I18N_KNOWN_DIFFERENCES: KnownDifference<keyof I18nPageFacts>[] = [
  {
    routes: /^(\/de|\/ar)?\/blog$/,
    fact: 'h1',
    reason: "Kran's blog list shows the blog's title as its heading; Docusaurus 2.4.3's list page has no h1.",
  },
  ...(['pagerSublabels', 'h1', 'title'] as const).map((fact) => ({
    // The blog posts' pagers; the headings and titles of the pages the theme names (archive, a tag's posts). The
    // docs' pagers and the tags page read as Docusaurus's: Arabic has one word for each.
    routes: fact === 'pagerSublabels' ? /^\/ar\/blog\/(?!archive$|tags$)[^/]+$/ : /^\/ar\/blog\/(archive|tags\/[^/]+)$/,
    fact,
    reason:
      "Kran's theme shows its own Arabic texts (its `ar` table, which i18n-repo.test.ts checks), worded otherwise than Docusaurus's Arabic translations.",
  })),
];
