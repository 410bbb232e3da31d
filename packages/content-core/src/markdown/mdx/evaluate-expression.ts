import type { CallExpression, Expression, MemberExpression, Node as EstreeNode, Property, SpreadElement } from 'estree';
import { assetUrlValue, isAssetSpecifier } from '../links/asset-urls.js';
import { MdxError } from './mdx-error.js';
import { applyBinary, applyLogical, UNKNOWN } from './operators.js';
import type { MdxValue } from './mdx-value.js';
import { runExpression } from './run-expression.js';

export type { MdxValue };

export interface EvaluationScope {
  /** `export const` values of the file. */
  values: ReadonlyMap<string, MdxValue>;
  /** Names imported from `@docusaurus/useBaseUrl`. */
  baseUrlFunctions: ReadonlySet<string>;
}

const SUPPORTED =
  'Kran evaluates MDX expressions once, while it builds, with the values the file defines (`export const`).';

/**
 * Evaluates an MDX expression while the site is built: literals, names, properties and operators here, anything else
 * (calls, functions, `new`) run as JavaScript in a context of its own (run-expression.ts).
 */
export function evaluateExpression(node: Expression, scope: EvaluationScope): MdxValue {
  try {
    return evaluateDirectly(node, scope);
  } catch (error) {
    if (!(error instanceof NotDirect)) throw error;
    return runExpression(node, Object.fromEntries(scope.values), scope.baseUrlFunctions);
  }
}

/** `require('./banner.png')` of a file MDX takes as its URL: the module, whose `default` is that URL (asset-urls.ts). */
function requiredAsset(node: CallExpression): { default: string } | undefined {
  const [argument, ...rest] = node.arguments;
  const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
  if (!isRequire || rest.length > 0 || argument?.type !== 'Literal' || typeof argument.value !== 'string')
    return undefined;
  return isAssetSpecifier(argument.value) ? { default: assetUrlValue(argument.value) } : undefined;
}

const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage']);

/** What evaluateDirectly leaves to JavaScript. */
class NotDirect extends Error {}

function evaluateDirectly(node: Expression, scope: EvaluationScope): MdxValue {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) return notDirect();
      return node.value as MdxValue;
    case 'TemplateLiteral':
      return node.quasis
        .map((quasi, index) => {
          const expression = node.expressions[index];
          return (quasi.value.cooked ?? '') + (expression ? String(evaluateExpression(expression, scope) ?? '') : '');
        })
        .join('');
    case 'Identifier':
      return evaluateIdentifier(node.name, node, scope);
    case 'ArrayExpression':
      return node.elements.map((element) => evaluateElement(element, node, scope));
    case 'ObjectExpression':
      return Object.fromEntries(node.properties.map((property) => evaluateProperty(property, scope)));
    case 'UnaryExpression':
      if (node.operator === '-') return -Number(evaluateExpression(node.argument, scope));
      if (node.operator === '!') return !evaluateExpression(node.argument, scope);
      return notDirect();
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') return notDirect();
      const value = applyBinary(
        node.operator,
        evaluateExpression(node.left, scope),
        evaluateExpression(node.right, scope),
      );
      if (value === UNKNOWN) return notDirect();
      return value;
    }
    case 'LogicalExpression':
      return applyLogical(node.operator, evaluateExpression(node.left, scope), () =>
        evaluateExpression(node.right, scope),
      );
    case 'ConditionalExpression':
      return evaluateExpression(evaluateExpression(node.test, scope) ? node.consequent : node.alternate, scope);
    case 'MemberExpression':
      return evaluateMember(node, scope);
    case 'CallExpression':
      if (node.callee.type === 'Identifier' && scope.baseUrlFunctions.has(node.callee.name)) {
        const [url] = node.arguments;
        const value = url && url.type !== 'SpreadElement' ? evaluateExpression(url, scope) : undefined;
        if (typeof value !== 'string') return notText(node);
        // Site paths stay as written: the theme puts them below the site's base URL when it renders them.
        return value;
      }
      return requiredAsset(node) ?? notDirect();
    default:
      return notDirect();
  }
}

/** `versions.latest`, `items[0]`, `name.length` of values the file defines. */
function evaluateMember(node: MemberExpression, scope: EvaluationScope): MdxValue {
  if (node.object.type === 'Super') return notDirect();
  const object = evaluateExpression(node.object, scope);
  const key = node.computed
    ? evaluateExpression(node.property as Expression, scope)
    : node.property.type === 'Identifier'
      ? node.property.name
      : notDirect();
  if (object === null || object === undefined)
    throw new MdxError(`This MDX expression reads \`${String(key)}\` of ${String(object)}.`, node, SUPPORTED);
  if (typeof key !== 'string' && typeof key !== 'number') return notDirect();
  if (typeof object === 'string' && key === 'length') return object.length;
  if (Array.isArray(object) && key === 'length') return object.length;
  return Object.hasOwn(object as object, key) ? (object as Record<string, MdxValue>)[key] : undefined;
}

function evaluateIdentifier(name: string, node: EstreeNode, scope: EvaluationScope): MdxValue {
  if (name === 'undefined') return undefined;
  if (scope.values.has(name)) return scope.values.get(name);
  if (name === 'toc')
    throw new MdxError(
      '`toc` can only be given to TOCInline, as `<TOCInline toc={toc} />`.',
      node,
      'Pass `toc` to TOCInline, or write the headings you want to list as links.',
    );
  if (BROWSER_GLOBALS.has(name))
    throw new MdxError(
      `\`${name}\` exists only in the browser, but Kran evaluates MDX expressions once, while it builds the site.`,
      node,
      'Put code that needs the browser into a React component and import that.',
    );
  throw new MdxError(
    `\`${name}\` is not defined in this file.`,
    node,
    `Define it with \`export const ${name} = '…';\` at the top level, or write the text without braces.`,
  );
}

function evaluateElement(element: Expression | SpreadElement | null, parent: EstreeNode, scope: EvaluationScope) {
  if (!element) return notDirect();
  if (element.type === 'SpreadElement') return notDirect();
  return evaluateExpression(element, scope);
}

function evaluateProperty(property: Property | SpreadElement, scope: EvaluationScope): [string, MdxValue] {
  if (property.type === 'SpreadElement') return notDirect();
  if (property.computed || property.kind !== 'init' || property.method) return notDirect();
  const key =
    property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'Literal'
        ? String(property.key.value)
        : notDirect();
  return [key, evaluateExpression(property.value as Expression, scope)];
}

function notDirect(): never {
  throw new NotDirect();
}

function notText(node: EstreeNode): never {
  throw new MdxError('useBaseUrl takes a site path as text.', node, "Write it like `useBaseUrl('/img/logo.svg')`.");
}
