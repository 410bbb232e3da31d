import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeRawIfNeeded } from './rehype-raw-if-needed.js';
import { sanitizeSchema } from './sanitize-schema.js';

function createToHastProcessor(isHtmlTrusted: boolean) {
  const processor = unified()
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: 'Fußnoten',
      footnoteBackLabel: (referenceIndex: number) => `Zurück zur Referenz ${referenceIndex + 1}`,
    })
    .use(rehypeRawIfNeeded);
  return (isHtmlTrusted ? processor : processor.use(rehypeSanitize, sanitizeSchema)).use(rehypeCodeBlocks);
}

const toHastProcessors = { sanitized: createToHastProcessor(false), trusted: createToHastProcessor(true) };

/**
 * Converts mdast to hast (leaving the mdast as it was); hast nodes keep the positions of their source.
 * Raw HTML is sanitised unless the site trusts its authors' HTML.
 */
export function toHast(tree: MdastRoot, options: { isHtmlTrusted?: boolean } = {}): HastRoot {
  const processor = options.isHtmlTrusted ? toHastProcessors.trusted : toHastProcessors.sanitized;
  return processor.runSync(tree) as HastRoot;
}
