import { checkLink, placeIn, problemList } from './check-link.js';
import type { ConfigProblem } from './config-part.js';
import type { FooterConfig } from './theme-site-config.js';

/** Checks that the footer's links are groups of links, each link with a label and `to` or `href`. */
export function checkFooter(footer: FooterConfig | undefined): ConfigProblem[] {
  const { problems, report } = problemList();
  if (footer === undefined) return problems;
  const groupsHint = "Write it like `links: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs' }] }]`.";
  if (!Array.isArray(footer.links)) {
    report('The footer has no list of link groups (`links`).', placeIn(['footer'])('links'), groupsHint);
    return problems;
  }
  for (const [index, group] of (footer.links as unknown[]).entries()) {
    const at = placeIn(['footer', 'links', index]);
    const items = (group as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) {
      report(`The footer's link group ${JSON.stringify(group)} has no list of links (\`items\`).`, at(), groupsHint);
      continue;
    }
    for (const [linkIndex, link] of items.entries())
      checkLink(link, 'footer', placeIn(['footer', 'links', index, 'items', linkIndex]), report);
  }
  return problems;
}
