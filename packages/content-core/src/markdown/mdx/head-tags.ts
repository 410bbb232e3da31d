import { find, html } from 'property-information';
import type { HeadTag } from '../../types.js';
import { attributesOf } from './jsx-attributes.js';
import { MdxError } from './mdx-error.js';
import { isJsxElement, type JsxElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';

const HEAD_TAGS = new Set<string>(['meta', 'link', 'title']);

/**
 * The tags of an MDX `<head>` element, which Docusaurus puts into the page's head (MDX 1's `head` component,
 * MDX 2's remark `head` plugin, both `@docusaurus/Head`): `<meta>` and `<link>` with text attributes, and `<title>`
 * with text, the page's document title.
 */
export function headTagsOf(head: JsxElement, scope: MdxScope): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of head.children.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]))) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (!isJsxElement(child) || !HEAD_TAGS.has(child.name ?? ''))
      throw new MdxError(
        `\`<head>\` in MDX takes \`<meta>\`, \`<link>\` and \`<title>\` elements; ${
          isJsxElement(child) ? `\`<${child.name ?? ''}>\`` : 'text'
        } cannot go into the page's head.`,
        isJsxElement(child) ? child : head,
        'Set the page title and description in the front matter (`title`, `description`); move scripts into a component.',
      );
    if (child.name === 'title') {
      tags.push({ tagName: 'title', text: titleTextOf(child) });
      continue;
    }
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
    tags.push({ tagName: child.name as 'meta' | 'link', attributes: Object.fromEntries(attributes) });
  }
  return tags;
}

/** The text of a `<title>`: plain text only, as a document title holds. */
function titleTextOf(title: JsxElement): string {
  const parts = title.children.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]));
  if (parts.every((part) => part.type === 'text'))
    return parts
      .map((part) => part.value)
      .join('')
      .trim();
  throw new MdxError(
    'The `<title>` in `<head>` needs plain text.',
    title,
    'Write the title as text: `<title>Install Podman</title>`.',
  );
}
