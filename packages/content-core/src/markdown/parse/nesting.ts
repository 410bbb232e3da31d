import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';

/**
 * Deepest nesting of lists and block quotes a markdown file may have. Real documents stay below ten;
 * far deeper ones take the parser minutes and overflow the stack of every step after it.
 */
export const MAX_NESTING = 100;
/** Deepest tree the later steps get: a list level is two nodes, plus room for the inline nodes inside. */
const MAX_TREE_DEPTH = 2 * MAX_NESTING + 50;

const HINT = `Flatten the structure: lists, block quotes and directives can nest ${MAX_NESTING} levels deep.`;

/**
 * Finds the first line that opens more than MAX_NESTING lists or block quotes, before the parser sees it.
 * Every marker at the start of a line (`>`, `-`, `*`, `+`, `1.`) counts one level and every two columns
 * of indentation one more, which is at least as deep as the parser can nest that line.
 */
export function findTooDeepLine(source: string): DirectiveProblem | undefined {
  let lineStart = 0;
  for (let line = 1; lineStart <= source.length; line++) {
    const lineEnd = source.indexOf('\n', lineStart);
    const end = lineEnd === -1 ? source.length : lineEnd;
    const depth = estimateDepth(source, lineStart, end);
    if (depth > MAX_NESTING) {
      return {
        message: `This line nests lists or block quotes about ${depth} levels deep, more than the ${MAX_NESTING} Kran reads.`,
        line,
        column: 1,
        hint: HINT,
      };
    }
    lineStart = end + 1;
  }
  return undefined;
}

function estimateDepth(source: string, start: number, end: number): number {
  let columns = 0;
  let markers = 0;
  let index = start;
  while (index < end) {
    const char = source[index]!;
    if (char === ' ') columns += 1;
    else if (char === '\t') columns += 4;
    else if (char === '>') markers += 1;
    else if ((char === '-' || char === '*' || char === '+') && isBlank(source[index + 1])) markers += 1;
    else {
      const digits = /^\d{1,9}[.)]/.exec(source.slice(index, index + 11));
      if (!digits || !isBlank(source[index + digits[0].length])) break;
      markers += 1;
      index += digits[0].length - 1;
    }
    index += 1;
  }
  return markers + Math.floor(columns / 2);
}

function isBlank(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === undefined;
}

/**
 * Cuts the children of nodes deeper than the later (recursive) steps can handle, such as directives
 * nested inside each other, and reports the first place. Walks the tree without recursion.
 */
export function pruneTooDeepNodes(tree: Root, problems: DirectiveProblem[]): void {
  const stack: { node: Node; depth: number }[] = [{ node: tree, depth: 1 }];
  let isReported = false;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const children = (node as Partial<Parent>).children;
    if (!children) continue;
    if (depth >= MAX_TREE_DEPTH) {
      (node as Parent).children = [];
      if (!isReported) {
        problems.push({
          message: `The content here is nested more than ${MAX_TREE_DEPTH} elements deep, more than Kran renders.`,
          line: node.position?.start.line,
          column: node.position?.start.column,
          hint: HINT,
        });
        isReported = true;
      }
      continue;
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
}
