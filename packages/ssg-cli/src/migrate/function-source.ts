/**
 * A function's source as an expression that compiles on its own in site.config.ts, or undefined when there is none
 * (a built-in, a bound function). Methods (`editUrl({ docPath }) { … }`) become function expressions.
 */
export function functionSource(fn: (...args: never[]) => unknown): string | undefined {
  const text = Function.prototype.toString.call(fn).trim();
  if (/\{\s*\[native code\]\s*\}$/.test(text)) return undefined;
  for (const candidate of [text, asFunctionExpression(text)]) {
    if (candidate !== undefined && compiles(candidate)) return candidate;
  }
  return undefined;
}

/** `name(…) { … }` and `async name(…) { … }` (a method's source) as a function expression. */
function asFunctionExpression(text: string): string | undefined {
  const method = /^(async\s+)?(\*\s*)?([\w$]+)\s*\(/.exec(text);
  if (!method) return undefined;
  return `${method[1] ?? ''}function${method[2] ? '*' : ''} ${method[3]}${text.slice(method[0].length - 1)}`;
}

function compiles(expression: string): boolean {
  try {
    // Only compiled, never called: the check that it is one expression.
    new Function(`return (${expression}\n);`);
    return true;
  } catch {
    return false;
  }
}
