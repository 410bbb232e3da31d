import { describe, expect, it } from 'vitest';
import { rewriteMdx1Spans } from './mdx1-spans.js';

describe('rewriteMdx1Spans', () => {
  it('puts a numbered call in place of each markdown part of an expression, keeping the lines', () => {
    const source =
      "<>\n{a && <div>\n\n## Eins\n\nText {'{'}\n\n</div>}\n{b && <p>\n\nZwei\n\n</p>}\n</>\n\nDanach {c}.\n";
    const rewritten = rewriteMdx1Spans(source);
    expect(rewritten).toEqual({
      source:
        '<>\n{a && <div>\n\n{__kranMarkdown(0)}\n\n\n\n</div>}\n{b && <p>\n\n{__kranMarkdown(1)}\n\n</p>}\n</>\n\nDanach {c}.\n',
      parts: [
        { text: "## Eins\n\nText {'{'}", line: 4 },
        { text: 'Zwei', line: 11 },
      ],
    });
    expect(rewritten!.source.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('counts braces only in JSX blocks, passing over strings inside expressions and fenced code', () => {
    const source = "<div title={'}'}>\n{x && <p>\n\n```js\nconst o = { a: 1 };\n\n}\n```\n\n</p>}\n</div>\n";
    expect(rewriteMdx1Spans(source)?.parts).toEqual([{ text: '```js\nconst o = { a: 1 };\n\n}\n```', line: 4 }]);
  });

  it('leaves files alone whose expressions close in their block, or never close', () => {
    expect(rewriteMdx1Spans("<p>Don't {x}</p>\n\nText {\n\nmehr }\n")).toBeUndefined();
    expect(rewriteMdx1Spans('{a && (\n  <div>x</div>\n\n  <div>y</div>\n)}\n')).toBeUndefined();
    expect(rewriteMdx1Spans('<div>\n{a && <p>\n\nText\n')).toBeUndefined();
  });
});
