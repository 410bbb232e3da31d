import { describe, expect, it } from 'vitest';
import { applyMagicComments } from './magic-comments';

describe('applyMagicComments', () => {
  it('removes a highlight-next-line comment and highlights the line after it', () => {
    const source = 'const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n';
    expect(applyMagicComments(source, 'js')).toEqual({
      code: 'const a = 1;\nconst b = 2;\nconst c = 3;\n',
      highlightLines: [2],
    });
  });

  it('highlights the lines between highlight-start and highlight-end, each comment in its own style', () => {
    const source = [
      'function App() {',
      '  return (',
      '    {/* highlight-start */}',
      '    <Header />',
      '    <Main />',
      '    {/* highlight-end */}',
      '  );',
      '}',
    ].join('\n');
    expect(applyMagicComments(source, 'jsx')).toEqual({
      code: 'function App() {\n  return (\n    <Header />\n    <Main />\n  );\n}',
      highlightLines: [3, 4],
    });
  });

  it("takes only the language's comment styles, and a magic comment only on a line of its own", () => {
    const python = '# highlight-next-line\nprint(1)\n// highlight-next-line\nprint(2)  # highlight-next-line\n';
    expect(applyMagicComments(python, 'python')).toEqual({
      code: 'print(1)\n// highlight-next-line\nprint(2)  # highlight-next-line\n',
      highlightLines: [1],
    });
    const yaml = 'a: 1\n<!-- highlight-next-line -->\nb: 2\n';
    expect(applyMagicComments(yaml, 'yaml')).toEqual({ code: 'a: 1\nb: 2\n', highlightLines: [2] });
  });
});
