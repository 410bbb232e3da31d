import { differsOnlyInCase, leadsOutsideBaseUrl, type SiteLinksReport } from './check-site-links.js';
import { formatBrokenLinks } from './format-broken-links.js';

/**
 * Prints the broken links and #anchors that did not stop the build, each kind under the setting that let it pass, and
 * the links outside the site's base URL, which no setting stops.
 */
export function printBrokenLinks({ brokenLinks, brokenAnchors }: SiteLinksReport): void {
  const outside = brokenLinks.filter(leadsOutsideBaseUrl);
  const otherCase = brokenLinks.filter(differsOnlyInCase);
  const missing = brokenLinks.filter((link) => !leadsOutsideBaseUrl(link) && !differsOnlyInCase(link));
  if (missing.length > 0) {
    const heading = `Broken links (${missing.length}), built anyway as onBrokenLinks is 'warn':`;
    console.warn(formatBrokenLinks(missing, heading));
  }
  if (outside.length > 0) {
    const heading =
      `Links outside the site's base URL (${outside.length}), not checked: this build has no pages there. ` +
      'Write a full URL (https://…) for another site on the same host, or a path below the base URL for a page of ' +
      'this one:';
    console.warn(formatBrokenLinks(outside, heading));
  }
  if (otherCase.length > 0) {
    const heading =
      `Links to pages in other letter case (${otherCase.length}), built anyway as Docusaurus builds them; a host ` +
      'that serves files by their exact name does not find them. Write each as its page is named:';
    console.warn(formatBrokenLinks(otherCase, heading));
  }
  if (brokenAnchors) {
    const { severity, links } = brokenAnchors;
    const heading = `Broken anchors (${links.length}), built anyway as onBrokenAnchors is '${severity}':`;
    (severity === 'warn' ? console.warn : console.log)(formatBrokenLinks(links, heading));
  }
}
