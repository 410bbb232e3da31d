import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { footnoteLabelsFor } from './footnote-labels.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeRawIfNeeded } from './rehype-raw-if-needed.js';
import { rehypeUnwrapHreflessLinks } from './rehype-unwrap-hrefless-links.js';
import { sanitizeSchema } from './sanitize-schema.js';

function createToHastProcessor(isHtmlTrusted: boolean, locale: string) {
  const processor = unified()
    .use(remarkRehype, { allowDangerousHtml: true, ...footnoteLabelsFor(locale) })
    .use(rehypeRawIfNeeded);
  return (isHtmlTrusted ? processor : processor.use(rehypeSanitize, sanitizeSchema).use(rehypeUnwrapHreflessLinks)).use(
    rehypeCodeBlocks,
  );
}

const toHastProcessors = new Map<string, ReturnType<typeof createToHastProcessor>>();

/**
 * Converts mdast to hast (leaving the mdast as it was); hast nodes keep the positions of their source.
 * Raw HTML is sanitised unless the site trusts its authors' HTML; footnote labels are in the site's locale.
 */
export function toHast(tree: MdastRoot, options: { isHtmlTrusted?: boolean; locale?: string } = {}): HastRoot {
  const { isHtmlTrusted = false, locale = 'en' } = options;
  const key = `${isHtmlTrusted}:${locale}`;
  let processor = toHastProcessors.get(key);
  if (!processor) toHastProcessors.set(key, (processor = createToHastProcessor(isHtmlTrusted, locale)));
  return processor.runSync(tree) as HastRoot;
}
