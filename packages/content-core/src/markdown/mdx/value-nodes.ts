import type { RootContent } from 'mdast';
import type { Position } from 'unist';
import { isJsxValue, isMarkdownValue } from './jsx-values.js';
import type { MdxValue } from './mdx-value.js';

/** Props React keeps for itself; they are no attributes of the element. */
const REACT_PROPS = new Set(['key', 'ref']);

/** Whether an expression's value holds elements or a list, which a page shows as nodes rather than as one text. */
export function holdsNodes(value: MdxValue): boolean {
  return Array.isArray(value) || isJsxValue(value) || isMarkdownValue(value);
}

/**
 * The JSX nodes an expression's value stands for, as if the author had written them in place: JSX in the expression
 * becomes JSX elements (with their evaluated props), texts and numbers text, lists their items, and a markdown part
 * (`markdownOf`) its nodes; nothing of null, undefined and booleans, as in React.
 */
export function nodesOfValue(
  value: MdxValue,
  place: { isFlow: boolean; position?: Position },
  markdownOf: (index: number) => RootContent[],
): RootContent[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number')
    return [{ type: 'text', value: String(value), ...positionOf(place) }];
  if (Array.isArray(value)) return value.flatMap((item) => nodesOfValue(item, place, markdownOf));
  if (isMarkdownValue(value)) return markdownOf(value.$$kranMarkdown);
  if (isJsxValue(value)) {
    const props = Object.fromEntries(Object.entries(value.props).filter(([name]) => !REACT_PROPS.has(name)));
    return [
      {
        type: place.isFlow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
        name: value.$$kranJsx,
        attributes: [],
        children: value.children.flatMap((child) => nodesOfValue(child, place, markdownOf)) as never[],
        data: { kranValues: props },
        ...positionOf(place),
      } as RootContent,
    ];
  }
  return [{ type: 'text', value: JSON.stringify(value), ...positionOf(place) }];
}

function positionOf(place: { position?: Position }): { position?: Position } {
  return place.position ? { position: place.position } : {};
}
