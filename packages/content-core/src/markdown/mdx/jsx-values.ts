import type { Expression, Node as EstreeNode } from 'estree';
import type { MdxValue } from './mdx-value.js';

/** The function that JSX in an MDX expression becomes, as React's `createElement` is for JSX in a module. */
export const JSX_FUNCTION = '__kranJsx';
/** The function that a markdown part between JSX in a Docusaurus 2 (MDX 1) expression becomes (mdx1-spans.ts). */
export const MARKDOWN_FUNCTION = '__kranMarkdown';

/**
 * What the two functions give when the expression runs: plain objects, so that they leave the expression's context
 * as any other value does and lowerMdx turns them back into elements.
 */
export const JSX_RUNTIME =
  `globalThis.${JSX_FUNCTION} = (name, props, children) => ({ $$kranJsx: name, props, children: children.flat(Infinity) });` +
  `globalThis.${MARKDOWN_FUNCTION} = (index) => ({ $$kranMarkdown: index });`;

/** `<b>{x}</b>` in an expression, evaluated: its name (null for a fragment), props and children. */
export interface JsxValue {
  $$kranJsx: string | null;
  props: Record<string, MdxValue>;
  children: MdxValue[];
}

/** The markdown part of that number, in place. */
export interface MarkdownValue {
  $$kranMarkdown: number;
}

export function isJsxValue(value: MdxValue): value is MdxValue & JsxValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$$kranJsx' in value;
}

export function isMarkdownValue(value: MdxValue): value is MdxValue & MarkdownValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$$kranMarkdown' in value;
}

type Loose = EstreeNode & Record<string, unknown>;

/**
 * The expression with each JSX element and fragment in it written as a call of `__kranJsx(name, props, children)`,
 * with JSX's rules for text (lines trimmed, joined by a space) and attributes (no value is `true`).
 */
export function jsxAsCalls(expression: Expression): Expression {
  return rewrite(expression as Loose) as Expression;
}

function rewrite(node: Loose): Loose {
  if (node.type === ('JSXElement' as string) || node.type === ('JSXFragment' as string)) return callOf(node);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) copy[key] = value.map((item: unknown) => (isNode(item) ? rewrite(item) : item));
    else copy[key] = isNode(value) ? rewrite(value) : value;
  }
  return copy as Loose;
}

function isNode(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function callOf(node: Loose): Loose {
  const opening = node.openingElement as Loose | undefined;
  const name = opening ? literal(nameOf(opening.name as Loose)) : literal(null);
  const properties = ((opening?.attributes as Loose[] | undefined) ?? []).map(propertyOf);
  const children = (node.children as Loose[]).flatMap(childOf);
  return {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: JSX_FUNCTION },
    arguments: [name, { type: 'ObjectExpression', properties }, { type: 'ArrayExpression', elements: children }],
    optional: false,
  } as unknown as Loose;
}

function nameOf(name: Loose): string {
  if (name.type === ('JSXMemberExpression' as string))
    return `${nameOf(name.object as Loose)}.${nameOf(name.property as Loose)}`;
  if (name.type === ('JSXNamespacedName' as string))
    return `${nameOf(name.namespace as Loose)}:${nameOf(name.name as Loose)}`;
  return String(name.name);
}

function propertyOf(attribute: Loose): Loose {
  if (attribute.type === ('JSXSpreadAttribute' as string))
    return { type: 'SpreadElement', argument: rewrite(attribute.argument as Loose) } as unknown as Loose;
  const value = attribute.value as Loose | null;
  return {
    type: 'Property',
    key: literal(nameOf(attribute.name as Loose)),
    value: value === null ? literal(true) : valueOf(value),
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
  } as unknown as Loose;
}

function valueOf(value: Loose): Loose {
  if (value.type === ('JSXExpressionContainer' as string)) return rewrite(value.expression as Loose);
  if (value.type === 'Literal') return literal(value.value as string);
  return rewrite(value);
}

function childOf(child: Loose): Loose[] {
  switch (child.type as string) {
    case 'JSXText': {
      const text = jsxText(String(child.value));
      return text ? [literal(text)] : [];
    }
    case 'JSXExpressionContainer':
      return (child.expression as Loose).type === ('JSXEmptyExpression' as string)
        ? []
        : [rewrite(child.expression as Loose)];
    case 'JSXSpreadChild':
      return [{ type: 'SpreadElement', argument: rewrite(child.expression as Loose) } as unknown as Loose];
    default:
      return [rewrite(child)];
  }
}

/** JSX text as React gets it: each line trimmed where it meets another line, empty lines dropped, joined by a space. */
export function jsxText(text: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  return lines
    .map((line, index) => {
      let trimmed = line.replace(/\t/g, ' ');
      if (index > 0) trimmed = trimmed.trimStart();
      if (index < lines.length - 1) trimmed = trimmed.trimEnd();
      return trimmed;
    })
    .filter((line) => line !== '')
    .join(' ');
}

function literal(value: string | boolean | null): Loose {
  return { type: 'Literal', value } as Loose;
}
