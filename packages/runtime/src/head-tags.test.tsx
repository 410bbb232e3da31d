import type { HeadTag } from '@kran/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeadTags } from './head-tags';

function Page({ tags }: { tags?: HeadTag[] }) {
  useHeadTags(tags);
  return <main />;
}

const robots: HeadTag = { tagName: 'meta', attributes: { name: 'robots', content: 'noindex' } };
const alternate: HeadTag = { tagName: 'link', attributes: { rel: 'alternate', hreflang: 'de', href: '/de/' } };

describe('useHeadTags', () => {
  it('adds the page’s tags to the head and removes them when the page is left', () => {
    // A <title> is the page's document title, which KranApp sets from the page data.
    const shown = render(<Page tags={[robots, alternate, { tagName: 'title', text: 'Intern' }]} />);
    expect(document.head.innerHTML).toBe(
      '<meta name="robots" content="noindex"><link rel="alternate" hreflang="de" href="/de/">',
    );
    shown.rerender(<Page tags={[alternate]} />);
    expect(document.head.innerHTML).toBe('<link rel="alternate" hreflang="de" href="/de/">');
    shown.unmount();
    expect(document.head.innerHTML).toBe('');
  });

  it('takes over the tags of the prerendered head instead of writing them twice, and removes them on leaving', () => {
    document.head.innerHTML =
      '<meta name="description" content="Seite"><meta name="robots" content="noindex" data-kran-head="">';
    const shown = render(<Page tags={[robots]} />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    shown.unmount();
    expect(document.head.innerHTML).toBe('<meta name="description" content="Seite">');
  });

  it('gives a meta tag the head has already the page’s content, and the former content back on leaving', () => {
    document.head.innerHTML = '<meta name="description" content="Seite"><meta property="og:title" content="A">';
    const shown = render(
      <Page
        tags={[
          { tagName: 'meta', attributes: { name: 'description', content: 'Eigene' } },
          { tagName: 'meta', attributes: { property: 'og:title', content: 'B' } },
        ]}
      />,
    );
    expect(document.head.innerHTML).toBe(
      '<meta name="description" content="Eigene"><meta property="og:title" content="B">',
    );
    shown.unmount();
    expect(document.head.innerHTML).toBe(
      '<meta name="description" content="Seite"><meta property="og:title" content="A">',
    );
  });
});
