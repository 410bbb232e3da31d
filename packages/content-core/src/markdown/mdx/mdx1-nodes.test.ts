import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import { describe, expect, it } from 'vitest';
import { markdownParser } from '../parse/parse-markdown.js';
import { hasMdxNodes, upgradeMdx1Nodes } from './mdx1-nodes.js';

const mdxParser = markdownParser().use(remarkMdx).freeze();
const code = { type: 'code' as const, lang: 'bash', meta: null, value: 'npm install lantern' };

describe('upgradeMdx1Nodes', () => {
  it("turns a plugin's MDX 1 import and JSX tags around other nodes into MDX nodes, keeping those nodes", () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'import', value: "import Tabs from '@theme/Tabs';" },
        { type: 'jsx', value: '<Tabs groupId="npm2yarn">' },
        code,
        { type: 'jsx', value: '</Tabs>' },
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Siehe ' },
            { type: 'jsx', value: '<Highlight color="red">' },
            { type: 'text', value: 'hier' },
            { type: 'jsx', value: '</Highlight>' },
          ],
        },
      ],
    } as unknown as Root;
    expect(hasMdxNodes(tree)).toBe(true);
    upgradeMdx1Nodes(tree, mdxParser);
    const [esm, tabs, paragraph] = tree.children as never as [
      { type: string; data: { estree: { body: { source: { value: string } }[] } } },
      { type: string; name: string; attributes: { name: string; value: string }[]; children: unknown[] },
      { type: string; children: { type: string; name?: string; children?: unknown[]; value?: string }[] },
    ];
    expect(tree.children).toHaveLength(3);
    expect([esm.type, esm.data.estree.body[0]!.source.value]).toEqual(['mdxjsEsm', '@theme/Tabs']);
    expect([tabs.type, tabs.name, tabs.attributes.map(({ name, value }) => [name, value])]).toEqual([
      'mdxJsxFlowElement',
      'Tabs',
      [['groupId', 'npm2yarn']],
    ]);
    expect(tabs.children).toEqual([code]);
    expect(paragraph.children.map((child) => child.type)).toEqual(['text', 'mdxJsxTextElement']);
    expect(paragraph.children[1]!.children).toEqual([{ type: 'text', value: 'hier' }]);
  });

  it('finds no MDX in plain markdown', () => {
    expect(hasMdxNodes(markdownParser.parse('# Titel\n\nText mit `<Code>`.\n') as Root)).toBe(false);
  });
});
