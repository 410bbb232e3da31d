import type { BrokenLink } from './check-links.js';

/** The build found links that point at nothing and the site config says to fail. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';
  constructor(readonly brokenLinks: BrokenLink[]) {
    super(
      [
        `${brokenLinks.length} broken ${brokenLinks.length === 1 ? 'link' : 'links'} found; ` +
          'the previous build was kept:',
        ...brokenLinks.map((link) => `  ${link.page} -> ${link.target}`),
        "Fix the links, or set onBrokenLinks: 'warn' in site.config.ts.",
      ].join('\n'),
    );
  }
}
