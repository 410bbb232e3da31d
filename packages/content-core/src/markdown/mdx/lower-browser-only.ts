import type { Expression } from 'estree';
import type { RootContent } from 'mdast';
import { evaluateExpression, type MdxValue } from './evaluate-expression.js';
import type { LowerChildren } from './jsx-attributes.js';
import { MdxError } from './mdx-error.js';
import { COMPONENT_TAG, element, expressionOf, isJsxElement, type JsxElement, type KranElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';
import { nodesOfValue } from './value-nodes.js';

/** `data-kran-component` of Docusaurus's `<BrowserOnly>`. */
export const BROWSER_ONLY = 'BrowserOnly';

const FUNCTION_HINT =
  'Give it a function that returns what the browser shows, e.g. `<BrowserOnly fallback={<p>Loading…</p>}>{() => <Widget />}</BrowserOnly>`.';

const BUILD_TIME_HINT =
  'Kran calls the function once while it builds, to learn which elements and components it shows, and mounts those ' +
  'in the browser only. Move what reads the browser (`window`, `document`) into a component of the site and return ' +
  "that component: `{() => <Widget />}` with `import Widget from '@site/src/components/Widget';` — its code then " +
  'runs in the browser only.';

/**
 * `<BrowserOnly fallback={…}>{() => <Widget />}</BrowserOnly>` as Docusaurus renders it: the server shows the fallback,
 * the browser what the function returns. The function is called here, at build time, for the JSX it returns; the
 * site components in it are rendered in the browser only. Its two parts are the children of a `kran-component`,
 * marked `data-kran-fallback` and `data-kran-browser`.
 */
export function lowerBrowserOnly(
  node: JsxElement,
  attributes: Record<string, MdxValue>,
  scope: MdxScope,
  lowerChildren: LowerChildren,
): KranElement {
  const render = functionChildOf(node);
  const call = { type: 'CallExpression', callee: render, arguments: [], optional: false } as Expression;
  let shown: MdxValue;
  try {
    shown = evaluateExpression(call, scope);
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    throw new MdxError(
      `The function in \`<BrowserOnly>\` cannot run while Kran builds the site: ${error.message}`,
      render,
      BUILD_TIME_HINT,
    );
  }
  const place = { isFlow: node.type === 'mdxJsxFlowElement', ...(node.position ? { position: node.position } : {}) };
  const markdownOf = (index: number) => structuredClone(scope.markdownParts[index]?.children ?? []);
  const part = (value: MdxValue, marker: string) =>
    element('div', { [marker]: '' }, lowerChildren(nodesOfValue(value, place, markdownOf)));
  return element(
    COMPONENT_TAG,
    { dataKranComponent: BROWSER_ONLY },
    [part(attributes.fallback, 'dataKranFallback'), part(shown, 'dataKranBrowser')],
    node.position,
  );
}

function functionChildOf(node: JsxElement): Expression {
  const children = node.children.filter((child) => !isBlankText(child));
  const [only] = children;
  const child = only?.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only;
  const expression =
    children.length === 1 && child && (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')
      ? expressionOf(child.data?.estree)
      : undefined;
  if (expression?.type === 'ArrowFunctionExpression' || expression?.type === 'FunctionExpression') return expression;
  const place = child && !isJsxElement(child) ? child : node;
  throw new MdxError('`<BrowserOnly>` takes a function as its only child, as in Docusaurus.', place, FUNCTION_HINT);
}

function isBlankText(node: RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
