import type { SiteLinksReport } from './check-site-links.js';
import { formatBrokenLinks } from './format-broken-links.js';

/** Prints the broken links and #anchors that did not stop the build, each kind under the setting that let it pass. */
export function printBrokenLinks({ brokenLinks, brokenAnchors }: SiteLinksReport): void {
  if (brokenLinks.length > 0) {
    const heading = `Broken links (${brokenLinks.length}), built anyway as onBrokenLinks is 'warn':`;
    console.warn(formatBrokenLinks(brokenLinks, heading));
  }
  if (brokenAnchors) {
    const { severity, links } = brokenAnchors;
    const heading = `Broken anchors (${links.length}), built anyway as onBrokenAnchors is '${severity}':`;
    (severity === 'warn' ? console.warn : console.log)(formatBrokenLinks(links, heading));
  }
}
