import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import type { MdxSignal } from './detect-mdx.js';
import { prepareMdxSource } from './prepare-mdx-source.js';
import { rewriteMdx1Spans } from './mdx1-spans.js';

const PLACE_IN_REASON = / \((\d+):(\d+)(?:-\d+:\d+)?\)$/;

export type ParseResult = { tree: Root; markdownParts?: Root[] } | { problem: DirectiveProblem } | { isNotMdx: true };

/**
 * Parses a file as MDX. A file whose only MDX sign is a `<Tag>` may be prose that MDX rejects (`<Name>`, `a {b}`):
 * its failure means "not MDX". A file with imports or exports, or an `.mdx` file, fails with the parser's place.
 */
export function parseMdx(parser: Processor<Root>, text: string, signal: MdxSignal | 'file'): ParseResult {
  const source = prepareMdxSource(text);
  const mdx1 = parseMdx1Spans(parser, source);
  if (mdx1) return mdx1;
  try {
    return { tree: parser.parse(source) };
  } catch (error) {
    const message = error as { reason?: unknown; line?: number | null; column?: number | null };
    if (typeof message.reason !== 'string') throw error;
    if (signal === 'jsx') return { isNotMdx: true };
    // Some of the MDX tools name the place only in the reason: "Expected a closing tag for `<Tabs>` (3:1-3:7)".
    const place = PLACE_IN_REASON.exec(message.reason);
    const reason = message.reason.replace(PLACE_IN_REASON, '').replace(/\.?$/, '.');
    return {
      problem: {
        message: `This MDX cannot be parsed: ${reason}`,
        line: message.line ?? (place ? Number(place[1]) : undefined),
        column: message.column ?? (place ? Number(place[2]) : undefined),
        hint: 'Close every tag (`<br />`), escape `{` and `<` in text as `\\{` and `\\<`, or put them in code.',
      },
    };
  }
}

/**
 * The file read as Docusaurus 2 (MDX 1) reads an expression with markdown between its JSX (mdx1-spans.ts), when it
 * has one and so it parses; undefined otherwise. MDX 2 would read that markdown as JSX text (`## Title` shown as
 * it is), which no author means.
 */
function parseMdx1Spans(parser: Processor<Root>, source: string): { tree: Root; markdownParts: Root[] } | undefined {
  const spans = rewriteMdx1Spans(source);
  if (!spans) return undefined;
  try {
    const tree = parser.parse(spans.source);
    // Blank lines before each part keep its places those of the file.
    const markdownParts = spans.parts.map((part) => parser.parse('\n'.repeat(part.line - 1) + part.text));
    return { tree, markdownParts };
  } catch {
    return undefined;
  }
}
