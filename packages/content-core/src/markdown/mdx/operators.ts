import type { BinaryExpression, LogicalExpression } from 'estree';

/** Applies a binary operator of an MDX expression to two evaluated values, as JavaScript does; UNKNOWN when unknown. */
export function applyBinary(
  operator: BinaryExpression['operator'],
  left: unknown,
  right: unknown,
): string | number | boolean | Unknown {
  // JavaScript's own coercions decide, as they would in Docusaurus's compiled MDX.
  const [a, b] = [left, right] as [never, never];
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      return a % b;
    case '**':
      return a ** b;
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '==':
      return a == b;
    case '!=':
      return a != b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default:
      return UNKNOWN;
  }
}

/** `&&`, `||` and `??`: the right side is evaluated only when JavaScript would evaluate it. */
export function applyLogical<T>(operator: LogicalExpression['operator'], left: T, evaluateRight: () => T): T {
  if (operator === '&&') return left ? evaluateRight() : left;
  if (operator === '||') return left ? left : evaluateRight();
  return left ?? evaluateRight();
}

/** Marks an operator Kran does not evaluate (bit operations, `in`, `instanceof`). */
export const UNKNOWN = Symbol('unknown operator');
export type Unknown = typeof UNKNOWN;
