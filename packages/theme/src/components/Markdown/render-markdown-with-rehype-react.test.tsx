import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { RootContent } from 'hast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { landingComponents } from '../Landing/landing-components';
import { hastFixtures } from '../../test-support/hast-fixtures';
import { renderServerMarkup } from '../../test-support/server-markup';
import type { HastContent } from '../../types';
import { Markdown, MarkdownRendererContext, type MarkdownRenderer } from './Markdown';
import { renderMarkdownWithRehypeReact } from './render-markdown-with-rehype-react';
import { mdxComponents } from './mdx-components';

function markupWith(renderer: MarkdownRenderer, content: HastContent, components?: Partial<Components>): string {
  return renderServerMarkup(
    <MemoryRouter>
      <MarkdownRendererContext.Provider value={renderer}>
        <Markdown content={content} components={components} />
      </MarkdownRendererContext.Provider>
    </MemoryRouter>,
    { isStatic: true },
  );
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
    it.each(fixtures)('renders $name to the markup the browser renderer makes', ({ content }) => {
      const server = markupWith(renderMarkdownWithRehypeReact, content, components);
      expect(server).toContain(escapeText(firstText(content.children)!));
      expect(server).toBe(markupWith(toJsxRuntime, content, components));
    });
  });
});
