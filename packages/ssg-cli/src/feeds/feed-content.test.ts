import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { feedContentOf } from './feed-content.js';

const element = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('feedContentOf', () => {
  it('puts the panels of MDX tabs one below the other and leaves out an inline table of contents', () => {
    const content: Root = {
      type: 'root',
      children: [
        element('kran-component', { dataKranComponent: 'TOCInline', dataKranProps: '{"toc":[]}' }, []),
        element('section', {}, [
          element('kran-component', { dataKranComponent: 'Tabs', dataKranProps: '{}' }, [
            element('div', {}, [element('p', {}, [text('Linux')])]),
            element('div', {}, [element('p', {}, [text('macOS')])]),
          ]),
        ]),
      ],
    };
    expect(toHtml(feedContentOf(content))).toBe('<section><div><p>Linux</p></div><div><p>macOS</p></div></section>');
    expect(toHtml(content)).toContain('kran-component');
  });
});
