import type { PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { ADMONITION_TYPES } from '../directives/remark-admonitions.js';
import type { MdxValue } from './evaluate-expression.js';
import { attributesOf, optionalText, type LowerChildren } from './jsx-attributes.js';
import { MdxError } from './mdx-error.js';
import { COMPONENT_TAG, element, expressionOf, type JsxElement, type KranElement } from './mdx-nodes.js';
import type { MdxScope, MdxThemeComponent } from './read-esm.js';
import { lowerTabs } from './lower-tabs.js';
import { lowerBrowserOnly } from './lower-browser-only.js';

/**
 * Lowers a theme component: Details, Admonition, CodeBlock and Link to the markdown the theme already renders
 * with them (so the sanitiser and link check see plain elements), Tabs and TOCInline to `kran-component` elements.
 */
export function lowerComponent(
  component: MdxThemeComponent,
  node: JsxElement,
  scope: MdxScope,
  lowerChildren: LowerChildren,
): RootContent[] {
  const attributes = attributesOf(node, scope, { verbatim: VERBATIM_ATTRIBUTES[component] ?? [] });
  switch (component) {
    case 'Tabs':
      return [lowerTabs(node, attributes, scope, lowerChildren)];
    case 'TabItem':
      throw new MdxError('`<TabItem>` belongs directly inside `<Tabs>`.', node, 'Move it into a `<Tabs>` element.');
    case 'TOCInline':
      return [lowerTocInline(node, attributes)];
    case 'Details': {
      const children = lowerChildren(node.children);
      const summary = optionalText(attributes.summary, 'summary', node);
      const summaryElement = summary === undefined ? [] : [element('summary', {}, [{ type: 'text', value: summary }])];
      return [element('details', {}, [...summaryElement, ...children], node.position)];
    }
    case 'Admonition': {
      const type = optionalText(attributes.type, 'type', node) ?? 'note';
      if (!(ADMONITION_TYPES as readonly string[]).includes(type))
        throw new MdxError(
          `\`${type}\` is not an admonition type.`,
          node,
          `Use one of ${ADMONITION_TYPES.join(', ')}.`,
        );
      const title = optionalText(attributes.title, 'title', node);
      const properties = { dataAdmonition: type, ...(title === undefined ? {} : { dataTitle: title }) };
      return [element('aside', properties, lowerChildren(node.children), node.position)];
    }
    case 'CodeBlock':
      return [lowerCodeBlock(node, attributes, lowerChildren)];
    case 'Link':
      return [lowerLink(node, attributes, lowerChildren)];
    case 'BrowserOnly':
      return [lowerBrowserOnly(node, attributes, scope, lowerChildren)];
    case 'DocCardList':
      return [lowerDocCardList(node, attributes, scope)];
  }
}

// Attributes read as their source, not evaluated: an expression of what only the page knows.
const VERBATIM_ATTRIBUTES: Partial<Record<MdxThemeComponent, string[]>> = {
  TOCInline: ['toc'],
  DocCardList: ['items'],
};

/** The marker of a `<DocCardList />`: the items of the sidebar category whose page the doc is, filled in its route. */
export const DOC_CARD_LIST = 'DocCardList';

/**
 * `<DocCardList />`, or `<DocCardList items={useCurrentSidebarCategory().items} />` as Docusaurus's docs write it
 * on a category's page: the cards of that category's items, which the doc's route holds (`categoryCards`).
 */
function lowerDocCardList(node: JsxElement, attributes: Record<string, MdxValue>, scope: MdxScope): KranElement {
  const items = attributes.items;
  const call = typeof items === 'string' ? /^\s*([\w$]+)\(\)\.items\s*$/.exec(items) : null;
  const isCurrentCategory = call !== null && scope.imports.get(call[1]!)?.kind === 'currentSidebarCategory';
  if (items !== undefined && !isCurrentCategory)
    throw new MdxError(
      "Kran's `<DocCardList>` shows the items of the sidebar category whose page this doc is; it takes no other items.",
      node,
      "Write `<DocCardList />` on the category's page, or list the links as markdown.",
    );
  return element(COMPONENT_TAG, { dataKranComponent: DOC_CARD_LIST }, [], node.position);
}

function lowerTocInline(node: JsxElement, attributes: Record<string, MdxValue>): KranElement {
  const min = levelOf(attributes.minHeadingLevel, 2, node);
  const max = levelOf(attributes.maxHeadingLevel, 3, node);
  const toc = element(COMPONENT_TAG, { dataKranComponent: 'TOCInline' }, [], node.position);
  toc.data.kranTocLevels = { min, max };
  // `toc={toc.filter(…)}` runs once the page's headings are known (fill-inline-tocs.ts).
  if (attributes.toc !== undefined && attributes.toc !== 'toc') {
    const written = node.attributes.find(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'toc',
    );
    const expression =
      written?.type === 'mdxJsxAttribute' && typeof written.value === 'object'
        ? expressionOf(written.value?.data?.estree)
        : undefined;
    if (!expression)
      throw new MdxError(
        'TOCInline lists headings: its `toc` is `{toc}`, the headings of its page, or an expression of it.',
        node,
        'Write `<TOCInline toc={toc} />` or e.g. `<TOCInline toc={toc.slice(2)} />`.',
      );
    toc.data.kranTocExpression = expression;
  }
  return toc;
}

function lowerCodeBlock(
  node: JsxElement,
  attributes: Record<string, MdxValue>,
  lowerChildren: LowerChildren,
): RootContent {
  const language = optionalText(attributes.language, 'language', node);
  const title = optionalText(attributes.title, 'title', node);
  const lines = attributes.showLineNumbers ? ' showLineNumbers' : '';
  const meta = `${title === undefined ? '' : `title="${title}"`}${lines}`.trim();
  const value = lowerChildren(node.children)
    .map((child) => toString(child))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
  const code: RootContent = { type: 'code', lang: language ?? null, meta: meta || null, value };
  if (node.position) code.position = node.position;
  // Docusaurus's CodeBlock is always a block, also written on one line (`<CodeBlock>podman ps</CodeBlock>`).
  return code;
}

function lowerLink(node: JsxElement, attributes: Record<string, MdxValue>, lowerChildren: LowerChildren): RootContent {
  const url = optionalText(attributes.to ?? attributes.href, 'to', node);
  if (url === undefined)
    throw new MdxError('`<Link>` needs a `to` attribute.', node, 'Write `<Link to="/docs/">…</Link>`.');
  const children = lowerChildren(node.children).flatMap((child) =>
    child.type === 'paragraph' ? child.children : [child],
  ) as PhrasingContent[];
  const link: RootContent = { type: 'link', url, children, ...(node.position ? { position: node.position } : {}) };
  return node.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [link] } : link;
}

function levelOf(value: MdxValue, fallback: number, node: JsxElement): number {
  if (value === undefined) return fallback;
  const level = Number(value);
  if (Number.isInteger(level) && level >= 2 && level <= 6) return level;
  throw new MdxError('Heading levels of TOCInline go from 2 to 6.', node, 'Write e.g. `maxHeadingLevel={4}`.');
}
