import { formatBrokenLinks } from './format-broken-links.js';
import type { BrokenLink } from './locate-broken-links.js';

/** The build found links that point at nothing and the site config says to fail. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';
  constructor(readonly brokenLinks: BrokenLink[]) {
    super(
      `${formatBrokenLinks(
        brokenLinks,
        `Broken links (${brokenLinks.length}) — fix the target or set onBrokenLinks: 'warn':`,
      )}\nThe previous build was kept.`,
    );
  }
}
