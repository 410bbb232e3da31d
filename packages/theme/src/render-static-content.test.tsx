import { describe, expect, it } from 'vitest';
import { el, root } from './fixtures/hast';
import { blogPostFixture, shortPostFixture, truncatedPostFixture } from './fixtures/blog';
import { markdownContentFixture } from './fixtures/markdown-content';
import { mdxContentFixture } from './fixtures/mdx-content';
import { docFixture } from './fixtures/docs';
import { siteFixture } from './fixtures/site';
import { createI18n } from './i18n/i18n';
import { en } from './i18n/en';
import { renderStaticContent } from './render-static-content';
import type { HtmlContent, MarkdownContent, PageProps, RouteProps } from './types';

function htmlOf(content: MarkdownContent): string {
  expect(content).toEqual({ html: expect.any(String) });
  return (content as HtmlContent).html;
}

const page = (content: MarkdownContent, site = siteFixture): PageProps => ({
  site,
  route: { kind: 'page', path: '/seite', title: 'Seite', description: '', content, toc: [] },
});

const contentOf = (props: PageProps) => (props.route as Extract<RouteProps, { kind: 'page' }>).content;

describe('renderStaticContent', () => {
  it("renders a blog post's content to HTML and keeps the post's other props", () => {
    const { site, route } = renderStaticContent({ site: siteFixture, route: blogPostFixture });
    expect(site).toBe(siteFixture);
    const { content, ...rest } = route as typeof blogPostFixture;
    const { content: _hast, ...original } = blogPostFixture;
    expect(rest).toEqual(original);
    expect(htmlOf(content)).toContain('<p>Podman 4.3 bringt eine neue Befehlsgruppe für Kubernetes mit.</p>');
    expect(htmlOf(content)).toContain('id="neue-befehle"');
  });

  it('renders the content of every post on a list page', () => {
    const route: Extract<RouteProps, { kind: 'blogList' }> = {
      kind: 'blogList',
      path: '/blogs',
      title: 'Blog',
      description: '',
      blogId: 'blog',
      posts: [truncatedPostFixture, shortPostFixture],
      pagination: { page: 1, totalPages: 1, totalCount: 2 },
      sidebar: { items: [] },
    };
    const rendered = renderStaticContent({ site: siteFixture, route }).route as typeof route;
    expect(rendered.posts.map((post) => htmlOf(post.content).startsWith('<p>'))).toEqual([true, true]);
  });

  it('marks code blocks, details, tables, live blocks and MDX tabs as islands, with their props', () => {
    const html = htmlOf(contentOf(renderStaticContent(page(markdownContentFixture))));
    expect(html).toContain('data-island="CodeBlock" data-island-props="{&quot;title&quot;:&quot;install.sh&quot;');
    for (const name of ['Details', 'Table', 'LiveCodeBlock']) expect(html, name).toContain(`data-island="${name}"`);
    const mdx = htmlOf(contentOf(renderStaticContent(page(mdxContentFixture))));
    expect(mdx).toContain('data-island="Tabs"');
    expect(mdx).toMatch(/role="tabpanel"[^>]*data-island-slot=""/);
  });

  it("renders with the site's messages and below its base URL", () => {
    const content = root(el('h2', { id: 'start' }, 'Start'), el('img', { src: '/img/logo.svg', alt: 'Logo' }));
    const theme = { i18n: createI18n({ locale: 'en', messages: en }), components: {} };
    const props = page(content, { ...siteFixture, baseUrl: '/example/' });
    const html = htmlOf(contentOf(renderStaticContent(props, theme)));
    expect(html).toContain('aria-label="Direct link to Start"');
    expect(html).toContain('src="/example/img/logo.svg"');
  });

  it('takes the h1 from an opening hero of a page without its own heading, as the layout does', () => {
    const hero = root(el('section', { dataLanding: 'hero', dataTitle: 'Podman' }, el('p', {}, 'Schnell.')));
    expect(htmlOf(contentOf(renderStaticContent(page(hero))))).toMatch(/<h1[^>]*>Podman<\/h1>/);
    const withHeading = { ...page(hero), route: { ...page(hero).route, heading: 'Start' } } as PageProps;
    expect(htmlOf(contentOf(renderStaticContent(withHeading)))).toMatch(/<h2[^>]*>Podman<\/h2>/);
  });

  it('leaves content that is HTML already, and pages without content, as they are', () => {
    const props = page({ html: '<p>fertig</p>' });
    expect(renderStaticContent(props)).toEqual(props);
    const notFound: PageProps = { site: siteFixture, route: { kind: 'notFound', path: '/x' } };
    expect(renderStaticContent(notFound)).toBe(notFound);
  });

  it("renders a doc's `<DocCardList />` with its category's cards, which its data then leaves out", () => {
    const route = {
      ...docFixture,
      content: root(el('kran-component', { dataKranComponent: 'DocCardList' })),
      categoryCards: [
        { kind: 'doc', label: 'Checkpoint', href: '/docs/checkpoint', isExternal: false, description: 'Sichern.' },
        { kind: 'category', label: 'Netzwerk', href: '/docs/netzwerk', isExternal: false, itemCount: 2 },
      ],
    } satisfies RouteProps;
    const rendered = renderStaticContent({ site: siteFixture, route }).route;
    const html = htmlOf((rendered as typeof route).content);
    expect([...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>.*?<\/a>/g)].map((match) => match[1])).toEqual([
      '/docs/checkpoint',
      '/docs/netzwerk',
    ]);
    expect(html).toContain('Sichern.');
    expect(html).toContain('2 Einträge');
    expect('categoryCards' in rendered).toBe(false);
  });
});
