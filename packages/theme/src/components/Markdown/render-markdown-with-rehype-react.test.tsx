import type { Components } from 'hast-util-to-jsx-runtime';
import type { Element, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { landingComponents } from '../Landing/landing-components';
import { hastFixtures } from '../../test-support/hast-fixtures';
import { renderServerMarkup } from '../../test-support/server-markup';
import type { HastContent } from '../../types';
import { ServerMarkdownRouter } from '../../test-support/ServerMarkdownRouter';
import { Markdown } from './Markdown';
import { mdxComponents } from './mdx-components';

function serverMarkup(content: HastContent, components?: Partial<Components>): string {
  return renderServerMarkup(
    <ServerMarkdownRouter>
      <Markdown content={content} {...(components ? { components } : {})} />
    </ServerMarkdownRouter>,
    { isStatic: true },
  );
}

function countCodeBlocks(nodes: RootContent[]): number {
  return nodes.reduce((count, node) => {
    if (node.type !== 'element') return count;
    const isCodeBlock = node.tagName === 'pre' && !(node as Element).properties.dataLive;
    return count + (isCodeBlock ? 1 : 0) + countCodeBlocks(node.children);
  }, 0);
}

function firstText(nodes: RootContent[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'text' && node.value.trim() !== '') return node.value.trim();
    const inner = node.type === 'element' ? firstText(node.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Text as React writes it into HTML. */
function escapeText(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

const fixtures = hastFixtures();

describe('renderMarkdownWithRehypeReact', () => {
  it('finds the hast of every fixture module', () => {
    const files = new Set(fixtures.map(({ name }) => name.split('.')[0]));
    expect([...files].sort()).toEqual(['blog', 'docs', 'landing', 'markdown-content', 'mdx-content']);
  });

  describe.each([
    ['the Markdown elements', undefined],
    ['the landing sections', landingComponents],
    ["MDX's theme components", mdxComponents],
  ])('with %s', (_label, components) => {
    it.each(fixtures)('renders $name with its text and each code block marked as an island', ({ content }) => {
      const server = serverMarkup(content, components);
      expect(server).toContain(escapeText(firstText(content.children)!));
      expect(server.split('data-island="CodeBlock"').length - 1).toBe(countCodeBlocks(content.children));
    });
  });
});
