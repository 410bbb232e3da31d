import { find, html } from 'property-information';
import type { HeadTag } from '../../types.js';
import { attributesOf } from './jsx-attributes.js';
import { MdxError } from './mdx-error.js';
import { isJsxElement, type JsxElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';

const HEAD_TAGS = new Set<string>(['meta', 'link']);

/**
 * The tags of an MDX `<head>` element, which Docusaurus puts into the page's head (MDX 1's `head` component,
 * MDX 2's remark `head` plugin, both `@docusaurus/Head`): `<meta>` and `<link>` with text attributes.
 */
export function headTagsOf(head: JsxElement, scope: MdxScope): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of head.children.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]))) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (!isJsxElement(child) || !HEAD_TAGS.has(child.name ?? ''))
      throw new MdxError(
        `\`<head>\` in MDX takes \`<meta>\` and \`<link>\` elements; ${
          isJsxElement(child) ? `\`<${child.name ?? ''}>\`` : 'text'
        } cannot go into the page's head.`,
        isJsxElement(child) ? child : head,
        'Set the page title and description in the front matter (`title`, `description`); move scripts into a component.',
      );
    const attributes = Object.entries(attributesOf(child, scope)).map(([name, value]): [string, string] => {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw new MdxError(
          `The attribute \`${name}\` of \`<${child.name}>\` needs a text value.`,
          child,
          'Write it as `name="value"`.',
        );
      // As React writes them: `httpEquiv` is `http-equiv`, `hrefLang` is `hreflang`.
      return [find(html, name).attribute, String(value)];
    });
    tags.push({ tagName: child.name as HeadTag['tagName'], attributes: Object.fromEntries(attributes) });
  }
  return tags;
}
