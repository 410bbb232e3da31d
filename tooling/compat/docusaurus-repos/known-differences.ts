import type { CorpusFactName } from '../docusaurus-corpus/corpus-facts';
import type { KnownDifference } from '../fidelity/compare-facts';
import type { DocusaurusRepo } from './repos';

/** A route Docusaurus builds that Kran does not build yet, and the work that brings it. */
export interface PendingRoute {
  route: string;
  reason: string;
}

/** Facts of each repository that Kran shows differently from Docusaurus, each with its reason. */
export const REPO_KNOWN_DIFFERENCES: Record<DocusaurusRepo['name'], KnownDifference<CorpusFactName>[]> = {
  d2: [],
  d3: [
    {
      routes: /^\/blog\/all-posts$/,
      fact: 'archive',
      reason:
        'Docusaurus 3.10.2 lists the posts of a year oldest first in the archive (February before June); Kran lists ' +
        'them newest first, as Docusaurus 2.4.3 does, for Docusaurus 2 and 3 sites alike. Pending: the year-grouped ' +
        'blog of Docusaurus 3 (issue 26 item 13).',
    },
  ],
};

/** Routes each repository's Docusaurus build has that Kran does not build yet. */
export const REPO_PENDING_ROUTES: Record<DocusaurusRepo['name'], PendingRoute[]> = {
  d2: [],
  d3: [
    {
      route: '/blog/authors',
      reason:
        'Docusaurus 3 writes a page listing the blog authors of authors.yml; Kran has no author pages yet ' +
        '(issue 26 item 13, being re-landed).',
    },
  ],
};
