import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../../test/fixture-site.js';
import { admonitionTitlesToLabels } from './admonition-titles.js';

describe('admonition titles', () => {
  it('reads the Docusaurus 2 title after the type and keeps the bracket title working', async () => {
    const doc = routeOf(await buildFixture('admonition-titles'), 'doc', '/docs/hinweise');
    const html = toHtml(doc.content);
    expect(html).toContain(
      '<aside data-admonition="tip" data-title="Mein Titel"><p>Ein Tipp mit Docusaurus-2-Titel.</p></aside>',
    );
    expect(html).toContain(
      '<aside data-admonition="warning" data-title="Achtung, root"><p>Ein Titel in eckigen Klammern.</p></aside>',
    );
    expect(html).toContain('<aside data-admonition="note"><p>Ohne Titel.</p></aside>');
    expect(html).toContain('<aside data-admonition="info" data-title="Im Zitat"><p>Auch in einem Zitat.</p></aside>');
    expect(html).not.toContain(':::tip Mein Titel');
  });

  it('leaves code fences alone', async () => {
    const doc = routeOf(await buildFixture('admonition-titles'), 'doc', '/docs/hinweise');
    expect(toHtml(doc.content)).toContain(':::tip Kein Titel, nur Code');
  });

  it('keeps every other character in its column, so positions in errors stay true', () => {
    const source = ':::danger   Nicht [so]  \nText\n:::';
    const rewritten = admonitionTitlesToLabels(source);
    expect(rewritten.split('\n')[0]).toBe(':::danger[  Nicht \\[so\\]]  ');
    expect(rewritten.split('\n').slice(1)).toEqual(source.split('\n').slice(1));
  });
});
