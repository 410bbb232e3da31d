import { describe, expect, it } from 'vitest';
import { detectMdx } from './detect-mdx.js';

describe('detectMdx', () => {
  it('finds an import at the top level', () => {
    expect(detectMdx("# Title\n\nimport Tabs from '@theme/Tabs';\n")).toBe('esm');
  });

  it('finds an export at the top level', () => {
    expect(detectMdx("export const version = '4.0';\n")).toBe('esm');
  });

  it('finds a component tag', () => {
    expect(detectMdx('Some text\n\n<Note />\n')).toBe('jsx');
  });

  it('ignores imports and tags inside fenced code', () => {
    expect(detectMdx("```js\nimport x from 'y';\n<App />\n```\n")).toBeUndefined();
    expect(detectMdx("~~~~\n```\nimport x from 'y';\n~~~~\n")).toBeUndefined();
  });

  it('ignores tags inside inline code', () => {
    expect(detectMdx('Write `<Tabs>` to group panels.\n')).toBeUndefined();
  });

  it('leaves lowercase HTML, comments and braces to markdown', () => {
    expect(detectMdx('Line<br>break <!-- note --> and {braces}\n')).toBeUndefined();
  });

  it('finds an HTML tag with a JSX attribute, which Docusaurus 2 reads in markdown files too', () => {
    expect(detectMdx("A <span style={{color: 'red'}}>red</span> word.\n")).toBe('jsx');
    expect(detectMdx('A <span class="x">plain</span> tag.\n')).toBeUndefined();
  });
});
