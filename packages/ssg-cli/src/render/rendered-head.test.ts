import { describe, expect, it } from 'vitest';
import { headCollector, withRenderedHead } from './rendered-head.js';

const page = {
  title: 'Über uns | Beispiel',
  description: 'Wer wir sind',
  headTags: [{ tagName: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } }],
};

describe("a page's head with what its components named while rendering", () => {
  it("takes the last <title> as the whole title and a description meta as the page's description", () => {
    const { listener, collected } = headCollector();
    listener({ title: 'Über uns', description: 'Wer wir sind' });
    listener({ headTags: [{ tagName: 'title', text: 'Erster Titel' }] });
    listener({
      headTags: [
        { tagName: 'title', text: 'Das Team' },
        { tagName: 'meta', attributes: { name: 'description', content: 'Das Team hinter dem Handbuch' } },
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } },
      ],
    });
    expect(withRenderedHead(page, collected)).toEqual({
      title: 'Das Team',
      description: 'Das Team hinter dem Handbuch',
      headTags: [
        ...page.headTags,
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } },
      ],
    });
  });

  it('is the page head as it was when nothing was named', () => {
    const { listener, collected } = headCollector();
    listener({ title: 'Über uns' });
    expect(withRenderedHead(page, collected)).toBe(page);
  });
});
