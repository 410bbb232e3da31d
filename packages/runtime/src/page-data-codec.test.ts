import { describe, expect, it } from 'vitest';
import type { PageData } from './page-data';
import { decodePageData, encodePageData } from './page-data-codec';

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
  it('gives back exactly the data it was given', () => {
    expect(decodePageData(JSON.parse(encodePageData(page)))).toEqual(page);
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
    expect(decodePageData(encoded, shared)).toEqual(page);
  });

  it('leaves data without hast as it is', () => {
    const plain: PageData<object> = {
      path: '/blogs/tags',
      title: 'Tags',
      props: { tags: [{ label: 'rootless', count: 3 }], root: { type: 'root' } },
    };
    expect(JSON.parse(encodePageData(plain))).toEqual(plain);
    expect(decodePageData(JSON.parse(encodePageData(plain)))).toEqual(plain);
  });

  it('halves the size of a typical content tree', () => {
    expect(encodePageData(page).length).toBeLessThan(JSON.stringify(page).length * 0.6);
  });
});
