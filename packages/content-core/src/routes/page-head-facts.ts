import type { RenderedContent } from '../markdown/render/render-content.js';
import type { PageHeadFacts } from '../types.js';

/** A page's social card and keywords: its front matter's, with the image beside the file where its render put it. */
export function pageHeadFactsOf(
  loaded: { headFacts: PageHeadFacts },
  { image }: Pick<RenderedContent, 'image'>,
): PageHeadFacts {
  return image ? { ...loaded.headFacts, image } : loaded.headFacts;
}
