import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown';
import { toHast } from '../render/to-hast';

const html = (markdown: string, options?: { isHtmlTrusted?: boolean }) =>
  toHtml(toHast(parseMarkdown(markdown).tree, options));

describe('parseMarkdown', () => {
  it('gives headings github-slugger ids, honours {#custom-id} and lists them for the table of contents', () => {
    const parsed = parseMarkdown('## Podman installieren\n\n## Podman installieren\n\n### Unter Fedora {#fedora}\n');
    expect(parsed.toc).toEqual([
      { id: 'podman-installieren', text: 'Podman installieren', level: 2 },
      { id: 'podman-installieren-1', text: 'Podman installieren', level: 2 },
      { id: 'fedora', text: 'Unter Fedora', level: 3 },
    ]);
    expect(html('### Unter Fedora {#fedora}')).toBe('<h3 id="fedora">Unter Fedora</h3>');
  });

  it('takes the leading # heading as the content title, also after a logo image', () => {
    const parsed = parseMarkdown('![Logo](logo.svg)\n\n# Podman 4.0\n\nText.\n');
    expect(parsed.contentTitle).toBe('Podman 4.0');
    expect(toHtml(toHast(parsed.tree))).not.toContain('<h1>');
  });

  it('finds the truncate marker with any spacing, as a block or inline, and removes it', () => {
    expect(parseMarkdown('Eins.\n\n<!--truncate-->\n\nZwei.').truncateOffset).toBe(7);
    expect(parseMarkdown('Eins.\n\n<!--   truncate   -->\n\nZwei.').truncateOffset).toBe(7);
    const inline = parseMarkdown('Eins <!-- truncate --> zwei.');
    expect(inline.truncateOffset).toBe(5);
    expect(toHtml(toHast(inline.tree))).toBe('<p>Eins  zwei.</p>');
    expect(parseMarkdown('Eins.\n\nZwei.').truncateOffset).toBeUndefined();
  });

  it('keeps text that only looks like a directive, such as a port after a colon', () => {
    expect(html('Der Dienst lauscht auf localhost:port und Seite:Zwei.')).toBe(
      '<p>Der Dienst lauscht auf localhost:port und Seite:Zwei.</p>',
    );
  });

  it('turns emoji shortcodes into emoji, as Docusaurus does, but not in code', () => {
    expect(html('Vorsicht :warning: und :tada:, aber `:warning:` und :kein-emoji: bleiben.')).toBe(
      '<p>Vorsicht ⚠️ und 🎉, aber <code>:warning:</code> und :kein-emoji: bleiben.</p>',
    );
    expect(html('```\n:warning:\n```')).toContain(':warning:');
    expect(parseMarkdown('## Los :rocket:\n').toc).toEqual([{ id: 'los-', text: 'Los 🚀', level: 2 }]);
  });

  it('reports an unknown block directive with its position', () => {
    expect(parseMarkdown('Text\n\n:::spoiler\nGeheim\n:::\n').problems).toEqual([
      expect.objectContaining({ message: 'The directive ":::spoiler" is not known.', line: 3, column: 1 }),
    ]);
  });
});

describe('toHast', () => {
  it('turns admonitions into asides with their type and optional title', () => {
    expect(html(':::warning[Achtung]\nNur als root.\n:::')).toBe(
      '<aside data-admonition="warning" data-title="Achtung"><p>Nur als root.</p></aside>',
    );
    expect(html(':::tip\nTipp.\n:::')).toBe('<aside data-admonition="tip"><p>Tipp.</p></aside>');
  });

  it("accepts Docusaurus's legacy admonition keywords secondary, important and success, titles included", () => {
    for (const keyword of ['secondary', 'important', 'success']) {
      const parsed = parseMarkdown(`:::${keyword}\nText.\n:::\n\n:::${keyword} Mein Titel\nMehr.\n:::`);
      expect(parsed.problems).toEqual([]);
      expect(toHtml(toHast(parsed.tree))).toBe(
        `<aside data-admonition="${keyword}"><p>Text.</p></aside>\n` +
          `<aside data-admonition="${keyword}" data-title="Mein Titel"><p>Mehr.</p></aside>`,
      );
    }
  });

  it('turns landing directives into sections with their attributes', () => {
    expect(html(':::card[Installation]{href="/docs/installation" icon="box"}\nSo geht es los.\n:::')).toBe(
      '<section data-landing="card" data-title="Installation" data-href="/docs/installation" data-icon="box"><p>So geht es los.</p></section>',
    );
  });

  it('highlights code at build time, line by line, with title and highlighted lines', () => {
    const tree = toHast(
      parseMarkdown('```bash title="install.sh" {2}\nsudo dnf -y install podman\npodman info\n```').tree,
    );
    const pre = tree.children[0] as Element;
    expect(pre.properties).toMatchObject({ dataLanguage: 'bash', dataTitle: 'install.sh' });
    const lines = (pre.children[0] as Element).children.filter((child) => child.type === 'element') as Element[];
    expect(lines).toHaveLength(2);
    expect(lines[1]!.properties.dataHighlighted).toBe(true);
    expect(lines[0]!.properties.dataHighlighted).toBeUndefined();
    expect(toHtml(tree)).toContain('class="hljs-');
  });

  it("highlights the lines Docusaurus's magic comments name and leaves the comments out, unless the meta string names lines", () => {
    const linesOf = (markdown: string) => {
      const pre = toHast(parseMarkdown(markdown).tree).children[0] as Element;
      const lines = (pre.children[0] as Element).children.filter((child) => child.type === 'element') as Element[];
      return lines.map((line) => ({
        text: toHtml(line.children).replace(/<[^>]+>/g, ''),
        isHighlighted: line.properties.dataHighlighted === true,
      }));
    };
    expect(linesOf('```ts\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```')).toEqual([
      { text: 'const a = 1;', isHighlighted: false },
      { text: 'const b = 2;', isHighlighted: true },
    ]);
    expect(linesOf('```ts {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```')).toEqual([
      { text: 'const a = 1;', isHighlighted: true },
      { text: '// highlight-next-line', isHighlighted: false },
      { text: 'const b = 2;', isHighlighted: false },
    ]);
    expect(linesOf('```\n// highlight-next-line\nplain\n```').map((line) => line.text)).toEqual([
      '// highlight-next-line',
      'plain',
    ]);
  });

  it('splits tokens that span several lines so every line stands alone', () => {
    const tree = toHast(parseMarkdown('```python\nx = """eins\nzwei"""\n```').tree) as Root;
    const code = (tree.children[0] as Element).children[0] as Element;
    const lines = code.children.filter((child) => child.type === 'element') as Element[];
    expect(lines.map((line) => toHtml(line.children))).toEqual([
      'x = <span class="hljs-string">"""eins</span>',
      '<span class="hljs-string">zwei"""</span>',
    ]);
  });

  it('removes scripts, event handlers and javascript: URLs from raw HTML', () => {
    const output = html(
      [
        '<script>alert(1)</script>',
        '<p onclick="alert(1)">Hallo</p>',
        '<a href="javascript:alert(1)">Link</a>',
        '<details><summary>Mehr</summary>\n\nInhalt\n\n</details>',
      ].join('\n\n'),
    );
    expect(output).not.toContain('script');
    expect(output).not.toContain('onclick');
    expect(output).not.toContain('javascript:');
    expect(output).toContain('<details><summary>Mehr</summary>');
  });

  it('drops style and script elements with their text, and turns a javascript: link into its plain text', () => {
    const output = html(
      [
        '<style>body{display:none}</style>',
        '<script>document.title = "x"</script>',
        '[Klick mich](javascript:alert(1)) und <a href="javascript:void(0)">noch einer</a>',
        '<a id="anker"></a>[weiter](https://podman.io)',
      ].join('\n\n'),
    );
    expect(output).not.toContain('display:none');
    expect(output).not.toContain('document.title');
    expect(output).toContain('<p>Klick mich und noch einer</p>');
    expect(output).toContain('<a id="anker"></a><a href="https://podman.io">weiter</a>');
  });

  it("keeps a code fence's meta (live, title, highlighted lines) on a page that also has raw HTML", () => {
    const tree = toHast(
      parseMarkdown(
        '<details><summary>Mehr</summary>\n\nInhalt\n\n</details>\n\n```jsx live title="Zähler" {1}\nrender(<p>Hallo</p>);\n```',
      ).tree,
    );
    const pre = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre')!;
    expect(pre.properties).toEqual({ dataLanguage: 'jsx', dataTitle: 'Zähler', dataLive: true });
    expect(((pre.children[0] as Element).children[0] as Element).properties.dataHighlighted).toBe(true);
  });

  it('keeps raw HTML as written when the site trusts it', () => {
    expect(html('<p onclick="track()">Hallo</p>', { isHtmlTrusted: true })).toContain('onclick="track()"');
  });
});
