/// <reference types="node" />
// Reads the file: vitest hands CSS imports over empty, even with ?raw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInfimaClassName } from './infima-class-names';

const css = readFileSync(path.join(import.meta.dirname, 'infima-classes.css'), 'utf8');

/** The declarations of the rule whose selector list is exactly `selector`, as `property: value` pairs. */
function declarationsOf(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!rule) throw new Error(`No rule for ${selector}.`);
  return Object.fromEntries(
    rule[1]!
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

describe("Infima's class names", () => {
  it('style every class the home page of create-docusaurus uses', () => {
    const used = [
      'hero',
      'hero--primary',
      'hero__title',
      'hero__subtitle',
      'container',
      'row',
      'col',
      'col--4',
      'button',
      'button--secondary',
      'button--lg',
      'text--center',
      'padding-horiz--md',
    ];
    expect(used.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css))).toEqual([]);
  });

  it("lay out columns and offsets in twelfths, as Infima's grid does", () => {
    for (let columns = 1; columns <= 12; columns++) {
      const share = `${Number(((columns / 12) * 100).toFixed(4))}%`;
      expect(declarationsOf(`.row .col.col--${columns}`)).toEqual({ '--ifm-col-width': share });
      expect(declarationsOf(`.row .col.col--offset-${columns}`)).toEqual({ 'margin-inline-start': share });
    }
  });

  it("space with Infima's scale on every side", () => {
    const scale = { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '5rem' };
    for (const kind of ['margin', 'padding']) {
      for (const [size, value] of Object.entries(scale)) {
        expect(declarationsOf(`.${kind}--${size}`)).toEqual({ [kind]: value });
        expect(declarationsOf(`.${kind}-top--${size}`)).toEqual({ [`${kind}-top`]: value });
        expect(declarationsOf(`.${kind}-vert--${size}`)).toEqual({
          [`${kind}-bottom`]: value,
          [`${kind}-top`]: value,
        });
        expect(declarationsOf(`.${kind}-horiz--${size}`)).toEqual({
          [`${kind}-inline-start`]: value,
          [`${kind}-inline-end`]: value,
        });
      }
    }
  });

  it("mirror on right-to-left pages, as Infima's right-to-left stylesheet that Docusaurus loads for such locales", () => {
    expect(css).not.toMatch(/(?:margin|padding)-(?:left|right)\s*:|text-align:\s*(?:left|right)/);
    expect(declarationsOf('.margin-left--md')).toEqual({ 'margin-inline-start': '1rem' });
    expect(declarationsOf('.padding-right--sm')).toEqual({ 'padding-inline-end': '0.5rem' });
    expect(declarationsOf('.text--left')).toEqual({ 'text-align': 'start' });
    expect(declarationsOf('.text--right')).toEqual({ 'text-align': 'end' });
  });

  it("take their colours from the theme's tokens, so they follow a site's --ifm-* colours and the colour mode", () => {
    const colours = [
      ...css.matchAll(
        /(?:^|\s)(color|background-color|--(?:button|alert|badge)-(?:background|border|text)):\s*([^;]+);/g,
      ),
    ];
    const literal = colours.filter(
      ([, , value]) =>
        !/^var\(--color-|^var\(--ifm-color-|^transparent$|^inherit$|^var\(--(?:button|alert|badge)-/.test(
          value!.trim(),
        ),
    );
    // Only Infima's own dark hero keeps its fixed colours, and the dark text of the coloured badges.
    expect(literal.map(([, property, value]) => `${property}: ${value}`)).toEqual([
      'background-color: #303846',
      'color: #ffffff',
      ...Array.from({ length: 5 }, () => '--badge-text: #1c1e21'),
    ]);
  });

  it("style the alerts, badges and previous / next links of Docusaurus pages in each of Infima's colours", () => {
    const colours = ['secondary', 'success', 'info', 'warning', 'danger'];
    for (const colour of colours) {
      expect(declarationsOf(`.alert--${colour}`)).toEqual({
        '--alert-background': `var(--ifm-color-${colour}-contrast-background)`,
        '--alert-text': `var(--ifm-color-${colour}-contrast-foreground)`,
        '--alert-border': `var(--ifm-color-${colour}-dark, var(--ifm-color-${colour}))`,
      });
      expect(declarationsOf(`.badge--${colour}`)['--badge-background']).toBe(`var(--ifm-color-${colour})`);
    }
    expect(declarationsOf('.alert')['--alert-background']).toBe('var(--ifm-color-primary-contrast-background)');
    expect(declarationsOf('.pagination-nav')).toMatchObject({ display: 'grid' });
    expect(declarationsOf('.pagination-nav__link--next')).toEqual({ 'grid-column': '2 / 3', 'text-align': 'end' });
  });
});

describe('isInfimaClassName', () => {
  it('names every class the stylesheet styles', () => {
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const styled = new Set([...withoutComments.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1]!));
    // A state Infima's buttons take beside their own class, never alone.
    styled.delete('disabled');
    expect(styled.size).toBeGreaterThan(150);
    expect([...styled].filter((name) => !isInfimaClassName(name))).toEqual([]);
  });

  it('leaves out class names of the site or of Kran, even those starting like Infima’s', () => {
    for (const name of [
      'language-ts',
      'rowdy',
      'cards',
      'texture',
      'colour',
      'margin-note',
      'theme-admonition',
      'kran-hero',
    ])
      expect(isInfimaClassName(name), name).toBe(false);
  });
});
