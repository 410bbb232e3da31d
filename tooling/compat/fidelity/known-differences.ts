import type { KnownDifference } from './compare-facts';

/**
 * Routes of shared/upstream/docusaurus-routes.txt that the fidelity site does not build, with the reason: the
 * upstream copy holds the blogs, docs and static files of podman.io, not its React pages.
 */
export const ROUTES_NOT_BUILT = {
  routes: ['/', '/community', '/features', '/get-started', '/getting-started/installation'],
  reason: "podman.io's home and marketing pages are React pages (src/pages), which the upstream copy does not hold.",
};

/** Why Kran lists a blog archive's years in another order than Docusaurus 2.4.3. */
export const ARCHIVE_ORDER_REASON =
  'Docusaurus 2.4.3 lists the archive years oldest first (its listPostsByYears folds the posts from the end), ' +
  'with the newest post first within each year. Kran lists the newest year first, the order Docusaurus 3 ' +
  'adopted because the chronological one confused readers (facebook/docusaurus#9438), and the German ' +
  "site's e2e suite pins it (tooling/e2e/podman-de/blog.spec.ts). The posts within each year are the same.";

/** Facts that Kran shows differently from Docusaurus 2.4.3 on purpose, each with its reason. */
export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    routes: /^\/(blogs|release)\/archive$/,
    fact: 'archive',
    reason: ARCHIVE_ORDER_REASON,
  },
  {
    routes: /^\/blogs\/2020\/07\/01\/rest-versioning$/,
    fact: 'headingIds',
    reason:
      'Kran renders GFM footnotes as GitHub does, under a visually hidden "Footnotes" heading with the id ' +
      'footnote-label that the footnote references point at (aria-describedby); Docusaurus 2 (MDX 1) puts the ' +
      "footnote list under a bare <hr>. The ids of the post's own headings are the same.",
  },
];
