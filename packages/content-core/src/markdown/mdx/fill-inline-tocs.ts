import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../types.js';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import { MdxError } from './mdx-error.js';
import type { KranElement } from './mdx-nodes.js';
import { runExpression } from './run-expression.js';

/**
 * Gives each TOCInline the page's headings between its levels; one given an expression of `toc` (`toc.slice(2)`)
 * the headings it gives, as Docusaurus's TOCInline: `toc` is a list of `{ value, id, level }`.
 */
export function fillInlineTocs(tree: Root, toc: TocItem[], problems: DirectiveProblem[]): void {
  visit(tree, 'kranElement' as never, (node: KranElement) => {
    const levels = node.data.kranTocLevels;
    if (!levels) return;
    const expression = node.data.kranTocExpression;
    const given = expression ? headingsOf(expression, toc, problems) : toc;
    const items = given.filter((item) => item.level >= levels.min && item.level <= levels.max);
    node.data.hProperties.dataKranProps = JSON.stringify({ toc: items });
    delete node.data.kranTocLevels;
    delete node.data.kranTocExpression;
  });
}

function headingsOf(
  expression: NonNullable<KranElement['data']['kranTocExpression']>,
  toc: TocItem[],
  problems: DirectiveProblem[],
): TocItem[] {
  try {
    const docusaurusToc = toc.map(({ text, id, level }) => ({ value: text, id, level }));
    const value = runExpression(expression, { toc: docusaurusToc });
    if (!Array.isArray(value))
      throw new MdxError('TOCInline is given something else than a list of headings.', expression, LIST_HINT);
    return value.map((item) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item) || typeof item.id !== 'string')
        throw new MdxError('TOCInline is given a list that holds something else than headings.', expression, LIST_HINT);
      return { id: item.id, text: String(item.value ?? ''), level: Number(item.level) };
    });
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    problems.push({ message: error.message, line: error.line, column: error.column, hint: error.hint });
    return [];
  }
}

const LIST_HINT = 'Give it `toc` or a part of it, e.g. `toc.filter((heading) => heading.level === 2)`.';
