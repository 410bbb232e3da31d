import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { MarkdownPlugin } from '../plugins/markdown-plugins.js';
import { buildDocs } from '../../../test/doc-pages.js';

async function docHtml(files: Record<string, string>, route: string, remarkPlugins: MarkdownPlugin[] = []) {
  const { htmlOf, warnings } = await buildDocs(files, remarkPlugins);
  return { html: htmlOf(route), warnings };
}

describe('props of a partial', () => {
  it('are the attributes it is given, in text, attributes and nested JSX, once per use', async () => {
    const { html, warnings } = await docHtml(
      {
        'docs/intro.mdx':
          "import Gruss from './_gruss.mdx';\nexport const ort = 'Bern';\n\n" +
          '<Gruss name="Ada" url="https://example.org/ada" />\n\n<Gruss name={ort} url="/docs/intro" />\n',
        'docs/_gruss.mdx':
          'Hallo {props.name}!\n\n<div className="karte">\n  <a href={props.url}><b>{props.name.toUpperCase()}</b></a>\n</div>\n',
      },
      '/docs/intro',
    );
    expect(html).toBe(
      '<p>Hallo Ada!</p>\n<div class="karte"><a href="https://example.org/ada"><b>ADA</b></a></div>\n' +
        '<p>Hallo Bern!</p>\n<div class="karte"><a href="/docs/intro"><b>BERN</b></a></div>',
    );
    expect(warnings).toEqual([]);
  });

  it('that are missing render nothing, and a partial shown without attributes has empty props', async () => {
    const { html, warnings } = await docHtml(
      {
        'docs/intro.mdx': 'import Teil from \'./_teil.md\';\n\n<Teil titel="Da" />\n\n<Teil />\n',
        'docs/_teil.md': '<span title={props.hinweis}>{props.titel}</span> und <i>{props.fehlt}</i>\n',
      },
      '/docs/intro',
    );
    expect(html).toBe('<p><span>Da</span> und <i></i></p>\n<p><span></span> und <i></i></p>');
    expect(warnings).toEqual([]);
  });

  it('pass on to a nested partial with `{...props}`', async () => {
    const { html } = await docHtml(
      {
        'docs/intro.mdx': 'import Aussen from \'./_aussen.mdx\';\n\n<Aussen farbe="rot" />\n',
        'docs/_aussen.mdx': 'import Innen from \'./_innen.mdx\';\n\n<Innen {...props} form="rund" />\n',
        'docs/_innen.mdx': 'Farbe {props.farbe}, Form {props.form}.\n',
      },
      '/docs/intro',
    );
    expect(html).toBe('<p>Farbe rot, Form rund.</p>');
  });

  it('are given to partials that an asynchronous remark plugin parses first', async () => {
    function remarkSlowly() {
      return async (tree: Root) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        tree.children.push({ type: 'thematicBreak' });
      };
    }
    const { html } = await docHtml(
      {
        'docs/intro.mdx': 'import Teil from \'./_teil.mdx\';\n\n<Teil wort="eins" />\n\n<Teil wort="zwei" />\n',
        'docs/_teil.mdx': '<em>{props.wort}</em>\n',
      },
      '/docs/intro',
      [remarkSlowly],
    );
    expect(html).toBe('<em>eins</em>\n<hr>\n<em>zwei</em>\n<hr>\n<hr>');
  });
});
