import type { RootContent } from 'mdast';
import { evaluateExpression, type MdxValue } from './evaluate-expression.js';
import { MdxError } from './mdx-error.js';
import { expressionOf, type JsxElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';

/** Lowers one JSX element's children with the same scope. */
export type LowerChildren = (children: RootContent[]) => RootContent[];

/** A JSX element's attributes, evaluated; a `{...spread}` attribute adds an object's entries, as in React. */
export function attributesOf(
  node: JsxElement,
  scope: MdxScope,
  options: { verbatim?: string[] } = {},
): Record<string, MdxValue> {
  // An element that JSX in an expression gave has its props evaluated already (value-nodes.ts).
  const evaluated = (node.data as { kranValues?: Record<string, MdxValue> } | undefined)?.kranValues;
  if (evaluated) return { ...evaluated };
  const attributes: Record<string, MdxValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      Object.assign(attributes, spreadOf(attribute, scope));
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) attributes[name] = true;
    else if (typeof value === 'string') attributes[name] = value;
    else if (options.verbatim?.includes(name)) attributes[name] = value.value;
    else {
      const expression = expressionOf(value.data?.estree);
      attributes[name] = expression ? evaluateExpression(expression, scope) : undefined;
    }
  }
  return attributes;
}

type SpreadAttribute = Extract<JsxElement['attributes'][number], { type: 'mdxJsxExpressionAttribute' }>;

function spreadOf(attribute: SpreadAttribute, scope: MdxScope): Record<string, MdxValue> {
  const statement = attribute.data?.estree?.body[0];
  const spread =
    statement?.type === 'ExpressionStatement' && statement.expression.type === 'ObjectExpression'
      ? statement.expression.properties[0]
      : undefined;
  const value = spread?.type === 'SpreadElement' ? evaluateExpression(spread.argument, scope) : undefined;
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw new MdxError(
    `\`{${attribute.value}}\` spreads ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not an object.`,
    attribute,
    'Spread an object of attributes, e.g. `{...props}` in a partial, or write each attribute.',
  );
}

export function optionalText(value: MdxValue, name: string, node: JsxElement): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new MdxError(`The attribute \`${name}\` needs a text value.`, node, `Write it as \`${name}="…"\`.`);
}
