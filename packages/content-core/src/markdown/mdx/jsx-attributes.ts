import type { RootContent } from 'mdast';
import { evaluateExpression, type MdxValue } from './evaluate-expression.js';
import { MdxError } from './mdx-error.js';
import { expressionOf, type JsxElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';

/** Lowers one JSX element's children with the same scope. */
export type LowerChildren = (children: RootContent[]) => RootContent[];

/** A JSX element's attributes, evaluated; `{...spread}` attributes are an MdxError. */
export function attributesOf(
  node: JsxElement,
  scope: MdxScope,
  options: { verbatim?: string[] } = {},
): Record<string, MdxValue> {
  const attributes: Record<string, MdxValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute')
      throw new MdxError(
        'Spread attributes (`{...props}`) are not supported in MDX.',
        attribute,
        'Write each attribute.',
      );
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

export function optionalText(value: MdxValue, name: string, node: JsxElement): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new MdxError(`The attribute \`${name}\` needs a text value.`, node, `Write it as \`${name}="…"\`.`);
}
