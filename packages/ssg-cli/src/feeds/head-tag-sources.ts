import type { SiteHeadTag } from '@kran/content-core';
import { otherHostOrigins, stylesheetUrlOrigins, type StylesheetOrigins } from '../bundle/stylesheet-origins.js';

/** What the tags the config adds to every page's head load from other hosts, and the scripts they run inline. */
export interface HeadTagSources {
  stylesheetOrigins: StylesheetOrigins;
  scriptOrigins: string[];
  inlineScripts: string[];
}

/**
 * The sources the config's `stylesheets`, `scripts` and `headTags` need in the Content-Security-Policy: the hosts of
 * stylesheets (and their fonts) and of scripts, and the text of inline scripts, which the policy allows by hash.
 */
export function headTagSourcesOf(tags: readonly SiteHeadTag[] = []): HeadTagSources {
  const textOf = (tag: SiteHeadTag, name: string) => {
    const value = tag.attributes[name];
    return typeof value === 'string' ? [value] : [];
  };
  const stylesheets = tags.filter(
    (tag) => tag.tagName === 'link' && String(tag.attributes.rel).split(/\s+/).includes('stylesheet'),
  );
  const scripts = tags.filter((tag) => tag.tagName === 'script');
  return {
    stylesheetOrigins: stylesheetUrlOrigins(stylesheets.flatMap((tag) => textOf(tag, 'href'))),
    scriptOrigins: otherHostOrigins(scripts.flatMap((tag) => textOf(tag, 'src'))),
    inlineScripts: scripts.flatMap((tag) =>
      tag.attributes.src === undefined && tag.innerHTML !== undefined ? [tag.innerHTML] : [],
    ),
  };
}
