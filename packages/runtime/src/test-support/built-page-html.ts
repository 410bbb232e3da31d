import { DATA_ID, ROOT_ID } from '../constants.js';
import { MarkupContentLocator } from '../markup-content-locator.js';
import type { PageData, RuntimeSettings } from '../page-data.js';
import { encodePageData } from '../page-data-codec.js';

/**
 * A page's HTML document as kran build writes it, for tests: `body` in the root element, and the page's data embedded
 * without the content that `body` holds, which it names by where it is there.
 */
export function builtPageHtml(page: PageData<object>, body: string, settings: RuntimeSettings): string {
  const locator = new MarkupContentLocator(body);
  const inline = encodePageData(page, settings.sharedProps, locator.locate);
  const embedded = `{"page":${inline},"contentSelectors":${JSON.stringify(locator.selectors)},"settings":${JSON.stringify(settings)}}`;
  return (
    `<!doctype html><html><head><title>${page.title}</title></head><body><div id="${ROOT_ID}">${body}</div>` +
    `<script id="${DATA_ID}" type="application/json">${embedded.replace(/</g, '\\u003c')}</script></body></html>`
  );
}
