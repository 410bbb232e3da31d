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

  it('reports reading a property of nothing and operators it does not evaluate', () => {
    const { problems } = build(
      "import Details from '@theme/Details';\nexport const a = {};\n\n<Details>{a.b.c}</Details>\n\n<Details>{1 << 2}</Details>\n",
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'This MDX expression reads `c` of undefined.',
      'This MDX expression uses the operator `<<`, which Kran cannot evaluate at build time.',
    ]);
  });

  it('renders nothing for a comment expression and for booleans', () => {
    expect(build('a {/* Anmerkung */} b {false}\n').html).toBe('<p>a  b </p>');
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
});
