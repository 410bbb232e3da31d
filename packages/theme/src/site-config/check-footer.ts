import { checkLink, isFilledString, placeIn, problemList } from './check-link.js';
import type { ConfigProblem } from './config-part.js';
import type { FooterConfig } from './theme-site-config.js';

/**
 * Checks that the footer's links are groups of items, each a link with a label and `to` or `href`, or `html`, and
 * that its style is dark or light.
 */
export function checkFooter(footer: FooterConfig | undefined): ConfigProblem[] {
  const { problems, report } = problemList();
  if (footer === undefined) return problems;
  const style: unknown = footer.style;
  if (style !== undefined && style !== 'dark' && style !== 'light')
    report(
      `footer.style is ${JSON.stringify(style)}, which is no footer style.`,
      placeIn(['footer'])('style', typeof style === 'string' ? style : undefined),
      "Use `style: 'light'` for the page's colours or `style: 'dark'` (the default) for the dark footer.",
    );
  const groupsHint = "Write it like `links: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs' }] }]`.";
  if (footer.links === undefined) return problems;
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
    for (const [linkIndex, link] of items.entries()) {
      if (isHtmlItem(link)) continue;
      checkLink(link, 'footer', placeIn(['footer', 'links', index, 'items', linkIndex]), report);
    }
  }
  return problems;
}

function isHtmlItem(item: unknown): boolean {
  return typeof item === 'object' && item !== null && isFilledString((item as { html?: unknown }).html);
}
