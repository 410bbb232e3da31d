import { describe, expect, it } from 'vitest';
import { buildDocs } from '../../../test/doc-pages.js';
import { jsxText } from './jsx-values.js';

describe('JSX in MDX expressions', () => {
  it('renders as the JSX it evaluates to: conditions, lists, fragments, components, in text and in blocks', async () => {
    const { htmlOf, warnings } = await buildDocs({
      'docs/seite.mdx':
        "import Admonition from '@theme/Admonition';\n" +
        "export const neu = true;\nexport const teile = ['Rad', 'Kette'];\n\n" +
        "Text {neu && <b>neu</b>} und {neu ? <i>ja</i> : 'nein'}{!neu && <u>nie</u>}.\n\n" +
        '<div>\n  {teile.map((teil) => <span key={teil} title={`Teil ${teil}`}>{teil} &amp; mehr</span>)}\n</div>\n\n' +
        '{neu && <>\n  <p>Erstens</p>\n  <p>\n    Zweitens,\n    auf zwei Zeilen\n  </p>\n</>}\n\n' +
        '{neu && <Admonition type="tip" title="Tipp">Kurz.</Admonition>}\n',
    });
    expect(htmlOf('/docs/seite')).toBe(
      '<p>Text <b>neu</b> und <i>ja</i>.</p>\n' +
        '<div><span title="Teil Rad">Rad &#x26; mehr</span><span title="Teil Kette">Kette &#x26; mehr</span></div>\n' +
        '<p>Erstens</p>\n<p>Zweitens, auf zwei Zeilen</p>\n' +
        '<aside data-admonition="tip" data-title="Tipp">Kurz.</aside>',
    );
    expect(warnings).toEqual([]);
  });

  it('keeps the spaces of a JSX text line and drops those where lines meet, as React does', () => {
    expect(jsxText('\n    Zweitens,\n    auf  zwei\tZeilen\n  ')).toBe('Zweitens, auf  zwei Zeilen');
    expect(jsxText(' ein Wort ')).toBe(' ein Wort ');
    expect(jsxText('\n   \n')).toBe('');
  });
});

describe('Docusaurus 2 (MDX 1) expressions with markdown between their JSX', () => {
  it('show the markdown as markdown where the expression puts it, as Docusaurus 2 compiles them', async () => {
    const { htmlOf, warnings } = await buildDocs({
      'docs/bedingt.mdx':
        'export const zeigen = true;\n\n<>\n{zeigen && <div className="box">\n\n## Titel\n\n' +
        "Etwas *Markdown* mit {'{'}Klammer{'}'}.\n\n</div>}\n</>\n\nDanach.\n",
      'docs/liste.mdx':
        "export const namen = ['Ada', 'Bob'];\n\n<ul>\n{namen.map((name) => <li key={name}>\n\n**fett**\n\n```sh\nnpm install\n```\n\n</li>)}\n</ul>\n",
      'docs/wahl.mdx':
        'export const stufe = 2;\n\n<div>\n{stufe > 1 ? <span>\n\ngroß *eins*\n\n</span> : <span>klein</span>}\n</div>\n',
    });
    expect(htmlOf('/docs/bedingt')).toBe(
      '<div class="box"><h2 id="titel">Titel</h2><p>Etwas <em>Markdown</em> mit {Klammer}.</p></div>\n<p>Danach.</p>',
    );
    expect(htmlOf('/docs/liste')).toMatch(
      /^<ul><li><p><strong>fett<\/strong><\/p><pre[^>]*><code[^>]*>.*npm.*install.*<\/code><\/pre><\/li><li><p><strong>fett<\/strong><\/p><pre/s,
    );
    expect(htmlOf('/docs/wahl')).toBe('<div><span><p>groß <em>eins</em></p></span></div>');
    expect(warnings).toEqual([]);
  });

  it('show `{…}` in the markdown as text, as MDX 1 does, with a warning at its line', async () => {
    const { htmlOf, warnings } = await buildDocs({
      'docs/seite.mdx':
        "export const xs = ['a'];\n\n<ol>\n{xs.map((x) => <li key={x}>\n\nPunkt {x}\n\n</li>)}\n</ol>\n",
    });
    expect(htmlOf('/docs/seite')).toBe('<ol><li><p>Punkt {x}</p></li></ol>');
    expect(warnings).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^`\{x\}` is shown as text, as Docusaurus 2 shows expressions outside JSX/),
        location: expect.objectContaining({ file: 'docs/seite.mdx', line: 6 }),
      }),
    ]);
  });
});
