import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { DOCUSAURUS_CONTENT_TEXTS, type ContentTexts } from '../../content-texts.js';
import { createHighlighter } from './highlighter.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeRawIfNeeded } from './rehype-raw-if-needed.js';
import { rehypeUnwrapHreflessLinks } from './rehype-unwrap-hrefless-links.js';
import { sanitizeSchema } from './sanitize-schema.js';

/** The footnote texts remark-rehype writes, in the site's language. */
export type FootnoteTexts = Pick<ContentTexts, 'footnotes' | 'footnoteBack'>;

function createToHastProcessor(isHtmlTrusted: boolean, { footnotes, footnoteBack }: FootnoteTexts) {
  const processor = unified()
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: footnotes,
      footnoteBackLabel: (referenceIndex: number) => footnoteBack.replace('{number}', String(referenceIndex + 1)),
    })
    .use(rehypeRawIfNeeded);
  return (isHtmlTrusted ? processor : processor.use(rehypeSanitize, sanitizeSchema).use(rehypeUnwrapHreflessLinks)).use(
    rehypeCodeBlocks,
    { highlighter: createHighlighter() },
  );
}

const toHastProcessors = new Map<string, ReturnType<typeof createToHastProcessor>>();

/**
 * Converts mdast to hast (leaving the mdast as it was); hast nodes keep the positions of their source.
 * Raw HTML is sanitised unless the site trusts its authors' HTML; footnotes are labelled with the given texts.
 */
export function toHast(
  tree: MdastRoot,
  options: { isHtmlTrusted?: boolean; footnoteTexts?: FootnoteTexts } = {},
): HastRoot {
  const { isHtmlTrusted = false, footnoteTexts = DOCUSAURUS_CONTENT_TEXTS } = options;
  const key = JSON.stringify([isHtmlTrusted, footnoteTexts.footnotes, footnoteTexts.footnoteBack]);
  let processor = toHastProcessors.get(key);
  if (!processor) toHastProcessors.set(key, (processor = createToHastProcessor(isHtmlTrusted, footnoteTexts)));
  return processor.runSync(tree) as HastRoot;
}
