import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { canonicalLanguage } from './language-tags.js';
import { positionAt } from '../../errors/text-position.js';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';

const HREFLANG = /\bhreflang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/**
 * Reports each `hreflang` written in raw HTML that is not a language code, at the attribute in `source` (the text
 * the tree was parsed from): such a link gets no language hint.
 */
export function checkRawHreflangs(tree: Root, source: string, problems: DirectiveProblem[]): void {
  visit(tree, 'html', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    for (const match of source.slice(start, end).matchAll(HREFLANG)) {
      const value = match[1] ?? match[2] ?? match[3] ?? '';
      if (canonicalLanguage(value) !== undefined) continue;
      problems.push({
        message: `The link has hreflang="${value}", which is not a language code, so readers cannot be told its language.`,
        ...positionAt(source, start + match.index),
        hint: 'Write a BCP 47 language code, e.g. hreflang="en" for English or hreflang="de" for German.',
      });
    }
  });
}
