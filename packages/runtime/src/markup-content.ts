import type { MarkupLocation, ReadHtml } from './page-data-codec.js';

/**
 * Reads back the content HTML that a built page's inline data leaves in its markup (see encodePageData's
 * `locateHtml`): the inner HTML of the element a location names, below `root`, before React hydrates it.
 */
export function markupContentReader(root: Element, selectors: readonly string[]): ReadHtml {
  return ([selector, nth]: MarkupLocation) => root.querySelectorAll(selectors[selector]!)[nth]?.innerHTML;
}
