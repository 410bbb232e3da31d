import type { Node as EstreeNode } from 'estree';
import type { Node as UnistNode } from 'unist';

/** A problem in an MDX file, at the place of the node that caused it. */
export class MdxError extends Error {
  override name = 'MdxError';
  readonly line?: number;
  readonly column?: number;

  constructor(
    message: string,
    at: EstreeNode | UnistNode | undefined,
    readonly hint: string,
  ) {
    super(message);
    const place = placeOf(at);
    this.line = place?.line;
    this.column = place?.column;
  }
}

/** Where a node of the MDX tree or of its JavaScript starts, counting columns from 1. */
export function placeOf(node: EstreeNode | UnistNode | undefined): { line: number; column: number } | undefined {
  if (!node) return undefined;
  if ('position' in node && node.position) return node.position.start;
  // Acorn counts columns from 0, unist from 1.
  if ('loc' in node && node.loc) return { line: node.loc.start.line, column: node.loc.start.column + 1 };
  return undefined;
}
