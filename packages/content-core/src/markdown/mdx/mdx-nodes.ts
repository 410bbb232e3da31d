import type { Expression, Program } from 'estree';
import type { Properties } from 'hast';
import type { Nodes, RootContent } from 'mdast';
import type { Data, Position } from 'unist';
import type { MdxValue } from './mdx-value.js';

export type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
export type ExpressionNode = Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;
export type EsmNode = Extract<RootContent, { type: 'mdxjsEsm' }>;

/** An element for the hast tree, named by `data.hName` (remark-rehype builds it from the data). */
export interface KranElement {
  type: 'kranElement';
  data: Data & {
    hName: string;
    hProperties: Properties;
    kranTocLevels?: { min: number; max: number };
    /** The expression a TOCInline's `toc` is given when it is not the page's `toc` itself: `toc.slice(2)`. */
    kranTocExpression?: Expression;
    /** Where the component's import is, for problems with the module it names. */
    kranImportedAt?: { line: number; column: number };
    /** The partial it is written in, where it is shown in another file: the files it imports are relative to it. */
    kranSourceFile?: string;
  };
  children: RootContent[];
  position?: Position;
}

/**
 * `<Partial name="x" />` of an imported `.md`/`.mdx` file, replaced by that file's content when the page is rendered;
 * `props` are its evaluated attributes, which the partial reads as `props` (`{props.name}`).
 */
export interface KranPartial {
  type: 'kranPartial';
  data: Data & { specifier: string; props?: Record<string, MdxValue> };
  position?: Position;
}

/** The tag name of theme components in hast; `data-kran-component` names the component, `data-kran-props` its props. */
export const COMPONENT_TAG = 'kran-component';

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The expression in an MDX `{…}`, or undefined for an empty one (`{/* comment *\/}`). */
export function expressionOf(program: Program | undefined | null): Expression | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

export function element(
  hName: string,
  hProperties: Properties,
  children: RootContent[],
  position?: Position,
): KranElement {
  return { type: 'kranElement', data: { hName, hProperties }, children, ...(position ? { position } : {}) };
}

declare module 'mdast' {
  interface RootContentMap {
    kranElement: KranElement;
    kranPartial: KranPartial;
  }
  interface BlockContentMap {
    kranElement: KranElement;
    kranPartial: KranPartial;
  }
  interface PhrasingContentMap {
    kranElement: KranElement;
    kranPartial: KranPartial;
  }
}
