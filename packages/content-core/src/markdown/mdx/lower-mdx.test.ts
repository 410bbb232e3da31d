import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../parse/parse-markdown.js';
import { toHast } from '../render/to-hast.js';

const TABS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

function build(source: string, isMdx = true) {
  const parsed = parseMarkdown(source, { isMdx });
  return {
    html: toHtml(toHast(parsed.tree)),
    problems: parsed.problems.map(({ message, line, column, isWarning }) => ({ message, line, column, isWarning })),
  };
}

describe('lowerMdx', () => {
  it('evaluates template strings, exported values and arrays of objects', () => {
    const { html, problems } = build(
      `${TABS}export const name = 'Podman';\nexport const major = 5;\n\n` +
        '{`${name} ${major}`}\n\n' +
        "<Tabs values={[{label: 'Mit root', value: 'root'}]}><TabItem value=\"root\">x</TabItem></Tabs>\n",
    );
    expect(problems).toEqual([]);
    expect(html).toContain('<p>Podman 5</p>');
    expect(html).toContain('{&#x22;value&#x22;:&#x22;root&#x22;,&#x22;label&#x22;:&#x22;Mit root&#x22;}');
  });

  it('evaluates operators, conditions and the properties of exported values, as JavaScript does', () => {
    const { html, problems } = build(
      "export const release = { major: 5, minor: 2, names: ['Podman', 'Buildah'] };\n" +
        'export const port = 8080;\n\n' +
        '{release.major + "." + release.minor} {port * 1 + 1} {release.names[1]} {release.names.length}\n\n' +
        "{release.major >= 5 ? 'neu' : 'alt'} {release.beta ?? 'stabil'} {release.major === 5 && 'fünf'}\n",
    );
    expect(problems).toEqual([]);
    expect(html).toBe('<p>5.2 8081 Buildah 2</p>\n<p>neu stabil fünf</p>');
  });

  it('stops an expression that never ends and reports it at its place', () => {
    const { problems } = build(
      "import Details from '@theme/Details';\n\n<Details>{(() => { while (true) {} })()}</Details>\n",
    );
    expect(problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^This MDX expression failed while Kran ran it: .*timed out/),
        line: 3,
      }),
    ]);
  });

  it('reports reading a property of nothing', () => {
    const { problems } = build(
      "import Details from '@theme/Details';\nexport const a = {};\n\n<Details>{a.b.c}</Details>\n",
    );
    expect(problems.map((problem) => problem.message)).toEqual(['This MDX expression reads `c` of undefined.']);
  });

  it('runs calls, functions and other operators as JavaScript, with the values the file defines', () => {
    const { html, problems } = build(
      [
        "import Details from '@theme/Details';",
        "export const names = ['runc', 'crun', 'youki'];",
        '',
        "<Details summary={names.map((name) => name.toUpperCase()).join(', ')}>{[...names].sort().join('\\n')} {1 << 2}</Details>",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(html).toContain('<summary>RUNC, CRUN, YOUKI</summary>');
    expect(html).toContain('crun\nrunc\nyouki 4');
    const codeBlock = build(
      "import CodeBlock from '@theme/CodeBlock';\nexport const steps = ['podman pull x', 'podman run x'];\n\n" +
        '<CodeBlock language="bash">{steps.join(\'\\n\')}</CodeBlock>\n',
    );
    expect(codeBlock.html).toContain(
      '<span class="code-line">podman pull x</span>\n<span class="code-line">podman run x</span>',
    );
  });

  it('reports what cannot run while the site is built, and values a page cannot hold, at their place', () => {
    const { problems } = build(
      "import Details from '@theme/Details';\n\n<Details>{window.innerWidth}</Details>\n\n" +
        '<Details>{() => 1}</Details>\n\n<Details>{[1].map(() => document.title)}</Details>\n',
    );
    expect(problems.map(({ message, line }) => [message, line])).toEqual([
      ['`window` exists only in the browser, but Kran evaluates MDX expressions once, while it builds the site.', 3],
      ['This MDX expression gives a function, which a page cannot hold once it is built.', 5],
      ['This MDX expression failed while Kran ran it: ReferenceError: document is not defined', 7],
    ]);
  });

  it('renders nothing for a comment expression and for booleans', () => {
    expect(build('a {/* Anmerkung */} b {false}\n').html).toBe('<p>a  b </p>');
  });

  it('writes a style object as the CSS text React writes, kept where the site trusts its HTML', () => {
    const source = "<span style={{color: 'red', fontSize: 12, lineHeight: 1.5, '--accent': 'blue'}}>rot</span>\n";
    const parsed = parseMarkdown(source, { isMdx: true });
    expect(parsed.problems).toEqual([]);
    expect(toHtml(toHast(parsed.tree, { isHtmlTrusted: true }))).toBe(
      '<p><span style="color:red;font-size:12px;line-height:1.5;--accent:blue">rot</span></p>',
    );
    // Like a style attribute in raw HTML, dropped by the sanitiser otherwise.
    expect(build(source).html).toBe('<p><span>rot</span></p>');
  });

  it('keeps lowercase JSX as HTML elements with their attributes', () => {
    expect(build('<span className="hinweis" title="Tipp">Text</span>\n').html).toBe(
      '<p><span class="hinweis" title="Tipp">Text</span></p>',
    );
  });

  it('accepts the unclosed <br> and HTML comments Docusaurus 2 accepted, and leaves code alone', () => {
    const { html, problems } = build('Eins<br>Zwei <!-- weg -->\n\n```html\n<!-- bleibt --><br>\n```\n');
    expect(problems).toEqual([]);
    expect(html).toContain('<p>Eins<br>Zwei</p>');
    expect(html).toContain(
      '&#x3C;!-- bleibt --></span><span class="hljs-tag">&#x3C;<span class="hljs-name">br</span>>',
    );
  });

  it('keeps the truncate marker of blog posts, as a comment or as an MDX comment', () => {
    for (const marker of ['<!--truncate-->', '{/* truncate */}']) {
      const source = `export const a = 1;\n\nZusammenfassung.\n\n${marker}\n\nRest.\n`;
      const parsed = parseMarkdown(source, { isMdx: true });
      expect(parsed.truncateOffset).toBe(source.indexOf(marker));
      expect(toHtml(toHast(parsed.tree))).toBe('<p>Zusammenfassung.</p>\n<p>Rest.</p>');
    }
  });

  it('falls back to markdown when a .md file only looks like MDX', () => {
    expect(build('Ersetzen Sie <Name> durch {name}.\n', false)).toEqual({
      html: '<p>Ersetzen Sie  durch {name}.</p>',
      problems: [],
    });
  });

  it('reports a syntax error in a .md file with imports', () => {
    expect(build(`${TABS}<Tabs>\n`, false).problems).toEqual([
      { message: 'This MDX cannot be parsed: Expected a closing tag for `<Tabs>`.', line: 4, column: 1 },
    ]);
  });

  it('reports tabs it cannot show, at the element', () => {
    const problemsOf = (body: string) => build(TABS + body).problems;
    expect(problemsOf('<TabItem value="a">x</TabItem>\n')).toEqual([
      { message: '`<TabItem>` belongs directly inside `<Tabs>`.', line: 4, column: 1 },
    ]);
    expect(problemsOf('<Tabs>\n<TabItem value="a">x</TabItem>\n<TabItem value="a">y</TabItem>\n</Tabs>\n')).toEqual([
      { message: 'Two tabs have the value "a".', line: 6, column: 1 },
    ]);
    expect(problemsOf('<Tabs defaultValue="b">\n<TabItem value="a">x</TabItem>\n</Tabs>\n')).toEqual([
      { message: 'No tab has the defaultValue "b".', line: 4, column: 1 },
    ]);
    expect(problemsOf('<Tabs>\nText\n</Tabs>\n')).toEqual([
      { message: '`<Tabs>` may only hold `<TabItem>` elements.', line: 5, column: 1 },
    ]);
  });

  it('reports exports other than constants', () => {
    expect(build('export function f() {}\n').problems).toEqual([
      {
        message: 'Kran does not run this export in MDX; only imports and `export const` values are supported.',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('shows an expression it cannot evaluate outside JSX as text, with a warning, as Docusaurus 2 does', () => {
    const { html, problems } = build('Stand: {version}\n\n{toc}\n');
    expect(html).toBe('<p>Stand: {version}</p>\n<p>{toc}</p>');
    expect(problems).toEqual([
      {
        message:
          '`{version}` is shown as text, as Docusaurus 2 shows expressions outside JSX: `version` is not defined in this file.',
        line: 1,
        column: 9,
        isWarning: true,
      },
      expect.objectContaining({ message: expect.stringContaining('`toc` can only be given to TOCInline') }),
    ]);
  });

  it('reports an expression inside JSX that it cannot evaluate', () => {
    const { problems } = build(
      'import Details from \'@theme/Details\';\n\n<Details summary="Stand">{version}</Details>\n',
    );
    expect(problems).toEqual([{ message: '`version` is not defined in this file.', line: 3, column: 27 }]);
  });

  it("gives TOCInline what an expression of the page's `toc` gives, as Docusaurus's `{ value, id, level }` list", () => {
    const page = (toc: string) =>
      build(
        "import TOCInline from '@theme/TOCInline';\n\n" +
          `<TOCInline toc={${toc}} maxHeadingLevel={4} />\n\n## Eins\n\n### Eins-A\n\n## Zwei\n\n#### Tief\n`,
      );
    const tocOf = (html: string) =>
      JSON.parse(/data-kran-props="([^"]*)"/.exec(html)![1]!.replaceAll('&#x22;', '"')).toc as { text: string }[];
    const sliced = page('toc.slice(2)');
    expect(sliced.problems).toEqual([]);
    expect(tocOf(sliced.html).map((item) => item.text)).toEqual(['Zwei', 'Tief']);
    const filtered = page('toc.filter((heading) => heading.level === 2 && heading.value !== "Zwei")');
    expect(tocOf(filtered.html)).toEqual([{ id: 'eins', text: 'Eins', level: 2 }]);
    expect(page('toc.length').problems.map((problem) => [problem.message, problem.line])).toEqual([
      ['TOCInline is given something else than a list of headings.', 3],
    ]);
  });
});
