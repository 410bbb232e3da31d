import { describe, expect, it } from 'vitest';
import { searchDocumentOf } from './search-document.js';

const page = (main: string) =>
  '<!DOCTYPE html><html lang="de"><head><title>X</title>' +
  '<script type="application/json">{"a":"&lt;article"}</script></head>' +
  `<body><nav><a href="/">Start</a></nav><main>${main}</main><footer>Fuß</footer></body></html>`;

describe('searchDocumentOf', () => {
  it('keeps only the indexed element with its attributes, under the page language and title', () => {
    const article =
      '<article data-pagefind-body="" data-pagefind-filter="section:Blog"><h1>Podman 4.0</h1><p>Neu &amp; schnell</p></article>';
    expect(
      searchDocumentOf({
        html: page(`${article}<aside>Neueste Beiträge</aside>`),
        language: 'de',
        title: 'Podman 4.0 | Podman',
      }),
    ).toBe(
      `<!DOCTYPE html><html lang="de"><head><title>Podman 4.0 | Podman</title></head><body>${article}</body></html>`,
    );
  });

  it('finds the end of an element that holds elements of the same name', () => {
    const section =
      '<section data-pagefind-body=""><section><h2>A</h2></section><section><h2>B</h2></section><p>C</p></section>';
    expect(
      searchDocumentOf({ html: page(`${section}<section>Nicht indexiert</section>`), language: 'de', title: 'T' }),
    ).toContain(`<body>${section}</body>`);
  });

  it('does not mistake a longer tag name for the element', () => {
    const div = '<div data-pagefind-body=""><divider-x></divider-x><p>Text</p></div>';
    expect(searchDocumentOf({ html: page(`${div}<div>Rest</div>`), language: 'de', title: 'T' })).toContain(
      `<body>${div}</body>`,
    );
  });

  it('escapes the title', () => {
    expect(
      searchDocumentOf({ html: page('<article data-pagefind-body=""></article>'), language: 'de', title: 'a < b & c' }),
    ).toContain('<title>a &lt; b &amp; c</title>');
  });

  it('gives nothing for a page without an indexed element', () => {
    expect(searchDocumentOf({ html: page('<ul><li>Liste</li></ul>'), language: 'de', title: 'Blog' })).toBeUndefined();
  });
});
