import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { Admonition } from './Admonition';
import { ADMONITION_TYPES, toAdmonitionType } from './admonition-types';

describe('Admonition', () => {
  it.each(ADMONITION_TYPES)('names a %s box with its German default title', (type) => {
    render(<Admonition type={type}>Inhalt</Admonition>);
    expect(screen.getByRole('note', { name: de[`admonition.${type}`] }).textContent).toContain('Inhalt');
  });

  it("shows the author's title instead of the default", () => {
    render(
      <Admonition type="tip" title="Schneller ans Ziel">
        Inhalt
      </Admonition>,
    );
    expect(screen.getByRole('note', { name: 'Schneller ans Ziel' })).toBeTruthy();
    expect(screen.queryByText(de['admonition.tip'])).toBeNull();
  });

  it('treats an unknown type as a note', () => {
    expect(toAdmonitionType('wichtig')).toBe('note');
    expect(toAdmonitionType('danger')).toBe('danger');
    expect(toAdmonitionType('important')).toBe('important');
  });

  it.each([
    ['secondary', 'note'],
    ['important', 'info'],
    ['success', 'tip'],
  ] as const)("shows Docusaurus's legacy %s box in the look of a %s, with a title of its own", (alias, look) => {
    const { container } = render(
      <>
        <Admonition type={alias}>Alias</Admonition>
        <Admonition type={look}>Vorbild</Admonition>
      </>,
    );
    const [aliasBox, lookBox] = [...container.querySelectorAll('[role="note"]')];
    expect(aliasBox!.className).toBe(lookBox!.className);
    expect(aliasBox!.querySelector('svg')!.innerHTML).toBe(lookBox!.querySelector('svg')!.innerHTML);
    expect(aliasBox!.getAttribute('data-admonition')).toBe(alias);
    expect(screen.getByRole('note', { name: de[`admonition.${alias}`] }).textContent).toContain('Alias');
  });
});
