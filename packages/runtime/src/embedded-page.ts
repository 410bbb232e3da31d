import { DATA_ID, ROOT_ID } from './constants.js';
import { markupContentReader } from './markup-content.js';
import type { PageData, RuntimeSettings } from './page-data.js';
import { decodePageData, type DecodeHast } from './page-data-codec.js';

/** What a built page embeds: its data, the runtime settings and where its content is in its markup. */
export interface EmbeddedPage {
  page: unknown;
  settings: RuntimeSettings;
  contentSelectors?: string[];
  /** The element the page renders into, whose markup holds the content the data names. */
  root: Element;
}

/** The data a built page embeds (`#__KRAN_DATA__`) and its root: of the page shown, or of one fetched and parsed. */
export function embeddedPageOf(document: Document): EmbeddedPage {
  const json = document.getElementById(DATA_ID)?.textContent;
  const root = document.getElementById(ROOT_ID);
  if (!json || !root) throw new Error(`The page has no #${DATA_ID} or #${ROOT_ID}; was it built by kran build?`);
  return { ...(JSON.parse(json) as Omit<EmbeddedPage, 'root'>), root };
}

/**
 * The page's data with the content its markup holds read back from there (the data does not carry it a second time).
 * Throws when the markup no longer holds content the data names.
 */
export function pageDataOf<Props>(embedded: EmbeddedPage, decodeHast?: DecodeHast): PageData<Props> {
  const readHtml = markupContentReader(embedded.root, embedded.contentSelectors ?? []);
  return decodePageData<Props>(embedded.page, embedded.settings.sharedProps, { readHtml, decodeHast });
}
