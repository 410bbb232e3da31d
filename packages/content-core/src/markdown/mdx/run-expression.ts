import type { Expression, Program } from 'estree';
import { toJs } from 'estree-util-to-js';
import { createContext, runInContext } from 'node:vm';
import type { MdxValue } from './mdx-value.js';
import { MdxError } from './mdx-error.js';
import { JSX_RUNTIME, jsxAsCalls } from './jsx-values.js';

/** How long one expression may run before it counts as endless: far more than any needs, even on a busy machine. */
const TIME_LIMIT_MS = 2000;

const RUN_HINT =
  'Kran runs MDX expressions once, while it builds, with the values the file defines (`export const`) and, in ' +
  '`<TOCInline toc={…} />`, `toc`; there is no browser (`window`, `document`) and nothing is imported. ' +
  'Put code that needs the browser or other modules into a React component and import that.';

/**
 * Runs an MDX expression as JavaScript, as Docusaurus does when it renders a page, in a context of its own that sees
 * only `bindings` (copies, so it cannot change them); its value must be one a page can hold (text, numbers, lists
 * and objects of them). JSX in it gives plain objects (jsx-values.ts), which lowerMdx makes elements of.
 */
export function runExpression(
  expression: Expression,
  bindings: Readonly<Record<string, unknown>>,
  baseUrlFunctions: Iterable<string> = [],
): MdxValue {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: jsxAsCalls(expression) }],
  };
  const source = toJs(program).value.trim().replace(/;$/, '');
  let value: unknown;
  try {
    const context = createContext(structuredClone(bindings));
    runInContext(JSX_RUNTIME, context);
    // Site paths stay as written, as in evaluateExpression: the theme puts them below the base URL.
    for (const name of baseUrlFunctions) runInContext(`globalThis[${JSON.stringify(name)}] = (url) => url;`, context);
    value = runInContext(`(${source})`, context, { timeout: TIME_LIMIT_MS });
  } catch (error) {
    throw new MdxError(`This MDX expression failed while Kran ran it: ${messageOf(error)}`, expression, RUN_HINT);
  }
  return checkedValue(value, expression);
}

function checkedValue(value: unknown, expression: Expression): MdxValue {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return value;
    case 'object':
      if (value === null) return null;
      if (Array.isArray(value)) return value.map((item) => checkedValue(item, expression));
      if (Object.getPrototypeOf(Object.getPrototypeOf(value)) === null)
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, checkedValue(item, expression)]));
  }
  throw new MdxError(
    `This MDX expression gives ${describe(value)}, which a page cannot hold once it is built.`,
    expression,
    'Give text, numbers, true or false, or lists and objects of them; render anything else in a React component.',
  );
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value) return `an object of the kind ${value.constructor?.name ?? 'unknown'}`;
  return `a ${typeof value}`;
}

function messageOf(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error && 'message' in error))
    return `${(error as Error).name ?? 'Error'}: ${(error as Error).message}`;
  return String(error);
}
