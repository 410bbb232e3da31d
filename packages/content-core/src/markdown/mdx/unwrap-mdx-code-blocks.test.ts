import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../parse/parse-markdown.js';
import { unwrapMdxCodeBlocks } from './unwrap-mdx-code-blocks.js';

describe('unwrapMdxCodeBlocks', () => {
  it('keeps the content of an mdx-code-block fence, on its lines, and leaves other code blocks as they are', () => {
    const text = [
      '```mdx-code-block',
      "import Tabs from '@theme/Tabs';",
      '```',
      '',
      '````md',
      '```mdx-code-block',
      '<b>shown as code</b>',
      '```',
      '````',
    ].join('\n');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toEqual([
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '',
      '````md',
      '```mdx-code-block',
      '<b>shown as code</b>',
      '```',
      '````',
    ]);
  });

  it('lets a markdown file use the Tabs it imports inside such a fence, as Docusaurus does', () => {
    const parsed = parseMarkdown(
      [
        '# Befehle',
        '',
        '```mdx-code-block',
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '```',
        '',
        '<Tabs>',
        '<TabItem value="apt" label="apt">',
        '',
        '`apt install podman`',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(JSON.stringify(parsed.tree)).toContain('"dataKranComponent":"Tabs"');
  });
});
