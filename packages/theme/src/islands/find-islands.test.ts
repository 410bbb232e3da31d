import { describe, expect, it } from 'vitest';
import { findIslands } from './find-islands';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('findIslands', () => {
  it('finds each island with its name, its props and the HTML of its own slots', () => {
    const [island, ...others] = findIslands(
      container(
        '<p>Text</p><div data-island="CodeBlock" data-island-props=\'{"language":"bash"}\'>' +
          '<div><pre data-island-slot=""><code>ls</code></pre></div></div>',
      ),
    );
    expect(others).toEqual([]);
    expect(island).toMatchObject({ name: 'CodeBlock', props: { language: 'bash' }, slots: ['<code>ls</code>'] });
    expect(island!.element.tagName).toBe('DIV');
  });

  it('leaves islands inside another island to that island, whose slots hold their markup', () => {
    const nested = '<div data-island="CodeBlock" data-island-props="{}"><pre data-island-slot="">x</pre></div>';
    const root = container(
      `<div data-island="Tabs" data-island-props="{}"><div data-island-slot="">${nested}</div>` +
        '<div data-island-slot="">zwei</div></div>',
    );
    const [tabs, ...others] = findIslands(root);
    expect(others).toEqual([]);
    expect(tabs!.slots).toEqual([nested, 'zwei']);
    const slot = root.querySelector<HTMLElement>('[data-island-slot]')!;
    expect(findIslands(slot).map((island) => island.name)).toEqual(['CodeBlock']);
  });

  it('takes an island without props as one with empty props', () => {
    expect(findIslands(container('<div data-island="Table"></div>'))[0]!.props).toEqual({});
  });

  it('names the island whose props are no JSON object', () => {
    expect(() => findIslands(container('<div data-island="Tabs" data-island-props="{tabs"></div>'))).toThrow(
      'The props of the island "Tabs" are not JSON',
    );
    expect(() => findIslands(container('<div data-island="Tabs" data-island-props="[1]"></div>'))).toThrow(
      'The props of the island "Tabs" are not an object',
    );
  });
});
