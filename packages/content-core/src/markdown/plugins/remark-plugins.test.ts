import type { Heading, Root } from 'mdast';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { Problems } from '../../errors/problems.js';
import { loadMarkdown } from '../../loading/load-markdown.js';
import { pluginEntriesOf } from './markdown-plugins.js';
import type { RemarkPlugins } from './remark-plugins.js';

const pluginsOf = (before: unknown[], after: unknown[] = []): RemarkPlugins => ({
  before: pluginEntriesOf(before, 'docs[0].beforeDefaultRemarkPlugins'),
  after: pluginEntriesOf(after, 'docs[0].remarkPlugins'),
});
const headingIdsOf = (tree: Root) => {
  const ids: unknown[] = [];
  visit(tree, 'heading', (heading: Heading) => void ids.push(heading.data?.hProperties?.id));
  return ids;
};

describe('loadMarkdown with remark plugins', () => {
  it("parses with a plugin's syntax extension: remark-math turns $…$ into math", async () => {
    const parsed = await loadMarkdown(
      'Die Fläche ist $\\pi r^2$.\n',
      'docs/kreis.md',
      new Problems(),
      pluginsOf([], [remarkMath]),
    );
    const types: string[] = [];
    visit(parsed.tree, (node) => void types.push(node.type));
    expect(types).toContain('inlineMath');
  });

  it("runs beforeDefaultRemarkPlugins before Kran's heading ids and remarkPlugins after them", async () => {
    const seenByLater: unknown[] = [];
    function renameHeadings() {
      return (tree: Root) =>
        visit(tree, 'text', (text) => {
          text.value = text.value.replace('Alt', 'Neu');
        });
    }
    function recordIds() {
      return (tree: Root) => void seenByLater.push(...headingIdsOf(tree));
    }
    const parsed = await loadMarkdown(
      '## Alt\n\nText.\n\n<!--truncate-->\n',
      'docs/seite.md',
      new Problems(),
      pluginsOf([renameHeadings], [recordIds]),
    );
    expect(headingIdsOf(parsed.tree)).toEqual(['neu']);
    expect(seenByLater).toEqual(['neu']);
    expect(parsed.truncateOffset).toBe(15);
  });

  it('reports a plugin whose setup throws, naming it and its place in the config', () => {
    const problems = new Problems();
    function remarkBroken() {
      throw new Error('Option "mode" fehlt.');
    }
    loadMarkdown('Text.\n', 'docs/seite.md', problems, pluginsOf([remarkMath], [remarkBroken]));
    expect(problems.errors.map((error) => [error.message, error.location])).toEqual([
      [
        'The markdown plugin "remarkBroken" (docs[0].remarkPlugins[0]) failed on this file: Option "mode" fehlt.',
        { file: 'docs/seite.md' },
      ],
    ]);
  });
});
