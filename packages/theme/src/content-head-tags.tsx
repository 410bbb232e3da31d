import type { HeadTag } from '@kran/contract';
import { useHeadTags } from '@kran/runtime';

/** Keeps the tags of the page content's MDX `<head>` in the document's head while the page is shown. */
export function ContentHeadTags({ tags }: { tags: HeadTag[] | undefined }) {
  useHeadTags(tags);
  return null;
}
