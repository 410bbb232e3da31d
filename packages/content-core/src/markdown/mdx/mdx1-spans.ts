import { MARKDOWN_FUNCTION } from './jsx-values.js';

/** A markdown part of an MDX 1 expression: its text and the line of the file it starts on. */
export interface MarkdownPart {
  text: string;
  line: number;
}

/**
 * Docusaurus 2 (MDX 1) compiles a JSX block (a paragraph that starts with `<`) as JavaScript and the markdown after
 * it as JSX, one after the other, so an expression opened in one JSX block may close in a later one with markdown
 * between (`{show && <div>`, markdown, `</div>}`). MDX 2 reads the whole expression as JavaScript and refuses the
 * markdown. Here each such markdown part becomes `{__kranMarkdown(n)}` (as many lines long), parsed on its own and
 * put in place when the expression is evaluated. Undefined when the text has no such expression.
 */
export function rewriteMdx1Spans(source: string): { source: string; parts: MarkdownPart[] } | undefined {
  const ranges: { start: number; end: number; line: number }[] = [];
  let depth = 0;
  let open: { start: number; end: number; line: number } | undefined;
  for (const block of blocksOf(source)) {
    if (depth > 0 && !block.isJsx) {
      if (open) open.end = block.end;
      else open = { start: block.start, end: block.end, line: block.line };
      continue;
    }
    if (open) ranges.push(open);
    open = undefined;
    depth = block.isJsx ? depthAfter(source.slice(block.start, block.end), depth) : 0;
  }
  // An expression that never closes is no MDX 1 either.
  if (ranges.length === 0 || depth > 0) return undefined;
  let rewritten = '';
  let last = 0;
  const parts = ranges.map((range, index) => {
    const text = source.slice(range.start, range.end);
    rewritten += source.slice(last, range.start) + `{${MARKDOWN_FUNCTION}(${index})}` + text.replace(/[^\n]/g, '');
    last = range.end;
    return { text, line: range.line };
  });
  return { source: rewritten + source.slice(last), parts };
}

interface Block {
  start: number;
  end: number;
  line: number;
  isJsx: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const JSX_START = /^ {0,3}<[A-Za-z>/]/;

/** The paragraphs of the text (lines up to a blank line; fenced code whole), with their offsets and first line. */
function blocksOf(source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  let offset = 0;
  let current: Block | undefined;
  let fence: RegExp | undefined;
  lines.forEach((line, index) => {
    const end = offset + line.length;
    if (fence) {
      if (fence.test(line)) fence = undefined;
      current!.end = end;
    } else if (line.trim() === '') {
      if (current) blocks.push(current);
      current = undefined;
    } else {
      const opening = FENCE.exec(line);
      if (opening) fence = new RegExp(`^ {0,3}${opening[1]![0] === '`' ? '`' : '~'}{${opening[1]!.length},}\\s*$`);
      if (current && !opening) current.end = end;
      else {
        if (current) blocks.push(current);
        current = { start: offset, end, line: index + 1, isJsx: JSX_START.test(line) };
      }
    }
    offset = end + 1;
  });
  if (current) blocks.push(current);
  return blocks;
}

/**
 * The depth of `{…}` after a JSX block, starting at `depth`. Inside an expression, quoted strings are passed over
 * (`{'{'}`, MDX 1's way to write a brace); outside, quotes are text (`<p>Don't</p>`).
 */
function depthAfter(text: string, depth: number): number {
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (depth > 0 && (char === "'" || char === '"' || char === '`')) {
      const close = text.indexOf(char, index + 1);
      const lineEnd = char === '`' ? -1 : text.indexOf('\n', index + 1);
      if (close !== -1 && (lineEnd === -1 || close < lineEnd)) {
        index = close;
        continue;
      }
    }
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
  }
  return depth;
}
