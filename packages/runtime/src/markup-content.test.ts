import { afterEach, describe, expect, it } from 'vitest';
import { markupContentReader } from './markup-content';
import { MarkupContentLocator } from './markup-content-locator';

/** The markup in a page's root as the browser parses it; the reader reads where the locator found. */
function roundTrip(markup: string, contents: string[]) {
  const locator = new MarkupContentLocator(markup);
  const locations = contents.map((html) => locator.locate(html));
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const read = markupContentReader(document.getElementById('root')!, locator.selectors);
  return { locations, selectors: locator.selectors, read: locations.map((location) => location && read(location)) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('content HTML located in the markup and read back from the DOM', () => {
  it('finds each piece of content by its element: a selector of its tag and attributes and how many come before', () => {
    const first = '<h2 id="a">Erster</h2><p>Text</p>';
    const second = '<p>Zweiter</p>';
    const markup =
      `<nav><div class="md">Menü</div></nav><article><div class="md">${first}</div></article>` +
      `<div class="md wide">breit</div><div class="md" hidden="">versteckt</div>` +
      `<article><div class="md">${second}</div></article>`;
    const { locations, selectors, read } = roundTrip(markup, [first, second]);
    expect(selectors).toEqual(['div[class="md"]']);
    // The hidden div has the class too: the selector matches it, as the count does.
    expect(locations).toEqual([
      [0, 1],
      [0, 3],
    ]);
    expect(read).toEqual([first, second]);
  });

  it('finds the same content twice where the data holds it twice, and each selector once', () => {
    const html = '<p>Gleich</p>';
    const markup = `<section data-post="1">${html}</section><section data-post="2">${html}</section><div class="x">${html}</div>`;
    const { locations, selectors, read } = roundTrip(markup, [html, html, html]);
    expect(selectors).toEqual(['section[data-post="1"]', 'section[data-post="2"]', 'div[class="x"]']);
    expect(locations).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(read).toEqual([html, html, html]);
  });

  it('is not misled by elements the HTML parser adds of its own before the content', () => {
    const html = '<p>Inhalt</p>';
    // A <tbody> around the row, an empty <p> for the </p> that closes none.
    const markup = `<table><tr><td><div class="c">Zelle</div></td></tr></table></p><div class="c">${html}</div>`;
    const { locations, read } = roundTrip(markup, [html]);
    expect(document.querySelectorAll('tbody, p:empty')).toHaveLength(2);
    expect(locations).toEqual([[0, 1]]);
    expect(read).toEqual([html]);
  });

  it('gives back what the DOM serializes, which parses to the same nodes', () => {
    const html = '<p>Podman&#x27;s <br/>Welt</p>';
    const { read } = roundTrip(`<div class="md">${html}</div>`, [html]);
    expect(read).toEqual(["<p>Podman's <br>Welt</p>"]);
  });

  it('finds nothing where no element holds exactly the content, or its element cannot be named simply', () => {
    const html = '<p>Inhalt</p>';
    const markups = [
      `<div class="md"><h2>Titel</h2>${html}</div>`,
      `<div>${html}</div>`,
      `<div title="a &amp; b">${html}</div>`,
      `<div class="md">${html}</span>`,
      '<div class="md"><p>Anderes</p></div>',
    ];
    for (const markup of markups) expect(new MarkupContentLocator(markup).locate(html)).toBeUndefined();
  });
});
