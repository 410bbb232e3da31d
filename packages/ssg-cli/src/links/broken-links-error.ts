import { formatBrokenLinks } from './format-broken-links.js';
import type { BrokenLink } from './locate-broken-links.js';

/** The build found links that point at nothing and the site config says to fail. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';
  constructor(readonly brokenLinks: BrokenLink[]) {
    const paths = brokenLinks.filter((link) => link.problem !== 'anchor');
    const anchors = brokenLinks.filter((link) => link.problem === 'anchor');
    const sections = [
      ...(paths.length > 0
        ? [formatBrokenLinks(paths, `Broken links (${paths.length}) — fix the target or set onBrokenLinks: 'warn':`)]
        : []),
      ...(anchors.length > 0
        ? [
            formatBrokenLinks(
              anchors,
              `Broken anchors (${anchors.length}) — fix the #anchor or set onBrokenAnchors: 'warn':`,
            ),
          ]
        : []),
    ];
    super(`${sections.join('\n')}\nNothing was written.`);
  }
}
