import type { Nodes, Parent, Root, RootContent } from 'mdast';
import type { Properties } from 'hast';
import { find, html } from 'property-information';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import { evaluateExpression, type MdxValue } from './evaluate-expression.js';
import { attributesOf, type LowerChildren } from './jsx-attributes.js';
import { lowerComponent } from './lower-components.js';
import { lowerSiteComponent } from './site-components.js';
import { MdxError } from './mdx-error.js';
import type { Expression } from 'estree';
import {
  element,
  expressionOf,
  isJsxElement,
  type ExpressionNode,
  type JsxElement,
  type KranPartial,
} from './mdx-nodes.js';
import { createMdxScope, readEsm, type MdxScope } from './read-esm.js';
import { headTagsOf } from './head-tags.js';
import type { HeadTag } from '../../types.js';
import type { MdxVersion } from './mdx-version.js';
import { styleText } from './style-text.js';
import { holdsNodes, nodesOfValue } from './value-nodes.js';

/**
 * Replaces a parsed MDX tree's nodes with markdown and plain elements: imports and exports disappear, expressions
 * become their text, theme components become the elements the theme maps back to them, and partials become
 * placeholders filled at render time. Each part Kran cannot run is a problem at its place and is left out. The
 * `scope` of a file's own imports also serves what its plugins add later.
 */
export function lowerMdx(
  tree: Root,
  problems: DirectiveProblem[],
  scope: MdxScope = createMdxScope(),
  mdxVersion: MdxVersion = 1,
): HeadTag[] {
  const headTags: HeadTag[] = [];
  for (const node of tree.children)
    if (node.type === 'mdxjsEsm') capture(problems, () => node.data?.estree && readEsm(node.data.estree, scope));
  const lowerWith = (context: Omit<LowerContext, 'lower'>): LowerChildren => {
    const lower: LowerChildren = (children) =>
      children.flatMap((child) => capture(problems, () => lowerNode(child, { ...context, lower })) ?? []);
    return lower;
  };
  const lowerMarkdown: LowerChildren = (children) => outsideJsx(children);
  const insideJsx = lowerWith({ scope, headTags, lowerInJsx: (children) => insideJsx(children), lowerMarkdown });
  const outsideJsx = lowerWith({
    scope,
    headTags,
    lowerInJsx: insideJsx,
    lowerMarkdown,
    ...(mdxVersion === 1 ? { warnings: problems } : {}),
  });
  tree.children = outsideJsx(tree.children);
  return headTags;
}

interface LowerContext {
  scope: MdxScope;
  /** Where the tags of `<head>` elements go: into the page's head, not its content. */
  headTags: HeadTag[];
  /** Lowers the children of the node being lowered. */
  lower: LowerChildren;
  /** Lowers the children of a JSX element. */
  lowerInJsx: LowerChildren;
  /** Lowers markdown, where `{…}` that Kran cannot evaluate is text (a markdown part of an MDX 1 expression). */
  lowerMarkdown: LowerChildren;
  /**
   * Outside JSX in MDX 1, where Docusaurus 2 shows `{…}` as text: an expression Kran cannot evaluate is shown so
   * too, with a warning here. Absent inside JSX and in MDX 3, where Docusaurus evaluates every expression: what
   * Kran cannot evaluate is an error.
   */
  warnings?: DirectiveProblem[];
}

function lowerNode(node: RootContent, context: LowerContext): RootContent[] {
  const { scope, lower: lowerChildren } = context;
  if (node.type === 'mdxjsEsm') return [];
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const expression = expressionOf(node.data?.estree);
    if (expression) return evaluateOrShow(expression, node, context);
    // `{/* truncate */}` marks the end of a post's summary, as `<!-- truncate -->` does in markdown.
    return TRUNCATE.test(node.value) ? [{ type: 'html', value: '<!-- truncate -->', position: node.position }] : [];
  }
  if (isJsxElement(node) && node.name === 'head') {
    context.headTags.push(...headTagsOf(node, scope));
    return [];
  }
  if (isJsxElement(node)) return lowerJsx(node, scope, context.lowerInJsx);
  // `<Details summary="…">text</Details>` on one line is inline JSX in a paragraph, yet a block.
  if (node.type === 'paragraph' && holdsOnlyBlockComponents(node, scope)) return lowerChildren(jsxChildren(node));
  if ('children' in node) (node as Parent).children = mergeTexts(lowerChildren((node as Parent).children));
  return [node];
}

/** Joins the text an expression gave with the text around it, as one text node (one string in React). */
function mergeTexts(nodes: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (node.type !== 'text' || previous?.type !== 'text') {
      merged.push(node);
      continue;
    }
    const start = previous.position?.start;
    const end = node.position?.end;
    merged[merged.length - 1] = {
      type: 'text',
      value: previous.value + node.value,
      ...(start && end ? { position: { start, end } } : {}),
    };
  }
  return merged;
}

function lowerJsx(node: JsxElement, scope: MdxScope, lowerChildren: LowerChildren): RootContent[] {
  if (node.name === null) return lowerChildren(node.children);
  const binding = scope.imports.get(node.name);
  if (binding?.kind === 'partial') {
    const props = attributesOf(node, scope);
    const partial: KranPartial = {
      type: 'kranPartial',
      data: { specifier: binding.specifier, ...(Object.keys(props).length > 0 ? { props } : {}) },
    };
    if (node.position) partial.position = node.position;
    return [partial as unknown as RootContent];
  }
  if (binding?.kind === 'unsupported') return [];
  if (binding?.kind === 'component') return lowerComponent(binding.component, node, scope, lowerChildren);
  if (binding?.kind === 'siteComponent') return [lowerSiteComponent(binding, node, scope, lowerChildren)];
  if (binding?.kind === 'baseUrl')
    throw new MdxError(`\`${node.name}\` is a function; call it inside an attribute instead.`, node, BASE_URL_HINT);
  if (/^[a-z][a-z0-9-]*$/.test(node.name)) {
    const properties = Object.fromEntries(
      Object.entries(attributesOf(node, scope)).map(([name, value]) => htmlProperty(name, value, node)),
    );
    return [element(node.name, properties, lowerChildren(node.children), node.position)];
  }
  throw new MdxError(
    `\`<${node.name}>\` is not imported, so Kran does not know which component it is.`,
    node,
    "Import it at the top of the file, e.g. `import Tabs from '@theme/Tabs';`, or escape the `<` as `\\<`.",
  );
}

function evaluateOrShow(expression: Expression, node: ExpressionNode, context: LowerContext): RootContent[] {
  try {
    const value = evaluateExpression(expression, context.scope);
    if (holdsNodes(value)) {
      const place = {
        isFlow: node.type === 'mdxFlowExpression',
        ...(node.position ? { position: node.position } : {}),
      };
      return context.lowerInJsx(nodesOfValue(value, place, (index) => markdownPart(index, node, context)));
    }
    // MDX 1 makes a paragraph of `{…}` on a line of its own outside JSX; inside JSX, and in MDX 3, its text is as it is.
    return textOf(value, node, context.warnings !== undefined);
  } catch (error) {
    if (!(error instanceof MdxError) || !context.warnings) throw error;
    context.warnings.push({
      message: `\`{${node.value}}\` is shown as text, as Docusaurus 2 shows expressions outside JSX: ${error.message}`,
      line: error.line,
      column: error.column,
      hint: `Write \`\\{${node.value}\\}\` to show the braces without this warning. ${error.hint}`,
      isWarning: true,
    });
    return textOf(`{${node.value}}`, node, true);
  }
}

/** A markdown part of an MDX 1 expression (mdx1-spans.ts), lowered as markdown; a copy for each use. */
function markdownPart(index: number, node: ExpressionNode, context: LowerContext): RootContent[] {
  const part = context.scope.markdownParts[index];
  if (!part) throw new MdxError(`This MDX expression names a markdown part that does not exist.`, node, SPAN_HINT);
  return context.lowerMarkdown(structuredClone(part.children));
}

const SPAN_HINT = 'Write the markdown outside the expression, or as JSX inside it.';

const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

const INLINE_COMPONENTS = new Set(['Link']);

function holdsOnlyBlockComponents(paragraph: Parent, scope: MdxScope): boolean {
  const elements = jsxChildren(paragraph);
  return (
    elements.length > 0 &&
    elements.length === paragraph.children.filter((child) => !isBlank(child)).length &&
    elements.every((child) => {
      const binding = isJsxElement(child) ? scope.imports.get(child.name ?? '') : undefined;
      if (binding?.kind === 'partial') return true;
      return binding?.kind === 'component' && !INLINE_COMPONENTS.has(binding.component);
    })
  );
}

/** The JSX elements among a node's children, without the blank text between them. */
export function jsxChildren(parent: Parent): RootContent[] {
  return parent.children.filter((child) => isJsxElement(child));
}

function isBlank(node: RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

const BASE_URL_HINT = "Write `<img src={useBaseUrl('/img/x.png')} />`.";

function htmlProperty(name: string, value: MdxValue, node: JsxElement): [string, Properties[string]] {
  const { property, spaceSeparated } = find(html, name === 'className' ? 'class' : name);
  if (name === 'style' && value !== null && typeof value === 'object' && !Array.isArray(value))
    return [property, styleText(value)];
  if (value !== null && typeof value === 'object')
    throw new MdxError(`The attribute \`${name}\` needs a text value.`, node, 'Write it as `name="value"`.');
  return [property, spaceSeparated && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value];
}

function textOf(value: MdxValue, node: Nodes, isParagraph: boolean): RootContent[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'object')
    throw new MdxError(
      'This MDX expression gives a list or object, which has no text to show.',
      node,
      'Show a text or number, e.g. `{version}` with `export const version = "4.0";`.',
    );
  const text = { type: 'text' as const, value: String(value), ...(node.position ? { position: node.position } : {}) };
  return node.type === 'mdxFlowExpression' && isParagraph ? [{ type: 'paragraph', children: [text] }] : [text];
}

function capture<T>(problems: DirectiveProblem[], task: () => T): T | undefined {
  try {
    return task();
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    problems.push({ message: error.message, line: error.line, column: error.column, hint: error.hint });
    return undefined;
  }
}
