import { describe, expect, it } from 'vitest';
import type { PageData } from './page-data';
import { decodeHastRoot, decodePageData, encodePageData } from './page-data-codec';

const content = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'h2',
      properties: { id: 'installation' },
      children: [{ type: 'text', value: 'Installation' }],
    },
    { type: 'text', value: '\n' },
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'text', value: 'Mit ' },
        {
          type: 'element',
          tagName: 'code',
          properties: { className: ['language-bash'] },
          children: [{ type: 'text', value: 'podman run' }],
        },
        { type: 'text', value: ' startet ein Container.' },
      ],
    },
    { type: 'comment', value: ' truncate ' },
    { type: 'element', tagName: 'img', properties: { src: '/logo.svg', alt: '' }, children: [], data: { width: 40 } },
  ],
};

const page: PageData<object> = {
  path: '/blogs/2022/01/01/podman',
  title: 'Podman | Podman',
  props: {
    route: {
      kind: 'blogPost',
      content,
      summary: { type: 'root', children: [content.children[0]] },
      tags: [{ label: 'podman' }],
    },
    site: { title: 'Podman' },
  },
};

describe('the route data codec', () => {
  const decodeHast = decodeHastRoot;

  it('gives back exactly the data it was given', () => {
    expect(decodePageData(JSON.parse(encodePageData(page)), {}, { decodeHast })).toEqual(page);
  });

  it('leaves hast trees in their compact form unless told to decode them: the browser needs that code only for a theme that sends hast', () => {
    const encoded = JSON.parse(encodePageData(page)) as { props: { route: { content: unknown } } };
    const decoded = decodePageData<{ route: { content: unknown } }>(encoded);
    expect(decoded.props.route.content).toEqual(encoded.props.route.content);
  });

  it('writes elements as arrays, text as strings and roots under $hast', () => {
    const encoded = JSON.parse(encodePageData(page)) as { props: { route: { content: { $hast: unknown[] } } } };
    expect(encoded.props.route.content.$hast.slice(0, 3)).toEqual([
      ['h2', { id: 'installation' }, 'Installation'],
      '\n',
      ['p', 0, 'Mit ', ['code', { className: ['language-bash'] }, 'podman run'], ' startet ein Container.'],
    ]);
  });

  it('keeps nodes of other kinds and nodes with more fields in their own shape', () => {
    const encoded = JSON.parse(encodePageData(page)) as { props: { route: { content: { $hast: unknown[] } } } };
    expect(encoded.props.route.content.$hast.slice(3)).toEqual([content.children[3], content.children[4]]);
  });

  it('leaves the shared props out of the data file and puts them back when decoding', () => {
    const shared = { site: { title: 'Podman' } };
    const encoded = JSON.parse(encodePageData(page, shared)) as { props: Record<string, unknown> };
    expect(Object.keys(encoded.props)).toEqual(['route']);
    expect(decodePageData(encoded, shared, { decodeHast })).toEqual(page);
  });

  it('leaves data without hast as it is', () => {
    const plain: PageData<object> = {
      path: '/blogs/tags',
      title: 'Tags',
      props: { tags: [{ label: 'rootless', count: 3 }], root: { type: 'root' } },
    };
    expect(JSON.parse(encodePageData(plain))).toEqual(plain);
    expect(decodePageData(JSON.parse(encodePageData(plain)), {}, { decodeHast })).toEqual(plain);
  });

  it('halves the size of a typical content tree', () => {
    expect(encodePageData(page).length).toBeLessThan(JSON.stringify(page).length * 0.6);
  });

  describe("with content HTML that the page's markup holds", () => {
    const post: PageData<object> = {
      path: '/blogs/2022/01/01/podman',
      title: 'Podman',
      props: {
        route: {
          kind: 'blogList',
          posts: [{ content: { html: '<p>Erster</p>' } }, { content: { html: '<p>Zweiter</p>' } }],
          empty: { html: '' },
          other: { html: '<p>x</p>', more: true },
        },
      },
    };
    const inMarkup: Record<string, [number, number]> = { '<p>Erster</p>': [0, 0], '<p>Zweiter</p>': [0, 1] };

    it('names where the markup holds it instead of carrying it, and leaves other HTML as it is', () => {
      const located: string[] = [];
      const locate = (html: string) => (located.push(html), inMarkup[html]);
      const encoded = JSON.parse(encodePageData(post, {}, locate)) as { props: { route: Record<string, unknown> } };
      expect(encoded.props.route).toEqual({
        kind: 'blogList',
        posts: [{ content: { $html: [0, 0] } }, { content: { $html: [0, 1] } }],
        empty: { html: '' },
        other: { html: '<p>x</p>', more: true },
      });
      expect(located).toEqual(['<p>Erster</p>', '<p>Zweiter</p>']);
    });

    it('reads it back from the markup when decoding', () => {
      const encoded = JSON.parse(encodePageData(post, {}, (html) => inMarkup[html])) as unknown;
      const markup = new Map(Object.entries(inMarkup).map(([html, location]) => [location.join(), html]));
      expect(decodePageData(encoded, {}, { readHtml: (location) => markup.get(location.join()) })).toEqual(post);
    });

    it('says so when the markup does not hold it', () => {
      const encoded = JSON.parse(encodePageData(post, {}, (html) => inMarkup[html])) as unknown;
      expect(() => decodePageData(encoded)).toThrow("The page's markup holds no content at [0,0].");
    });

    it('carries it when told nothing of the markup: the data files fetched on navigation', () => {
      expect(JSON.parse(encodePageData(post))).toEqual(post);
    });
  });
});
