import { RuntimeContext } from '@kran/runtime';
import type { Components } from 'hast-util-to-jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { isHtmlContent } from './components/Markdown/Markdown.js';
import { renderMarkdownWithRehypeReact } from './components/Markdown/render-markdown-with-rehype-react.js';
import { HeroHeadingProvider } from './components/Landing/index.js';
import { startsWithHero } from './layouts/MarkdownPageLayout/starts-with-hero.js';
import { pageContentComponents } from './layouts/page-content-components.js';
import { mdxComponents } from './components/Markdown/mdx-components.js';
import { CategoryCardsContext } from './components/DocCardList/index.js';
import { ThemeRuntimeProvider, type ThemeRuntime } from './theme-runtime.js';
import type { DocCategoryCard, MarkdownContent, PageProps, PostSummary } from './types.js';

const ignore = () => {};

/**
 * The page's props with its markdown content rendered to HTML, as the layout's Markdown renders it (the same
 * renderers, locale, overrides and base URL), with the markers of its islands. This is what the page data carries,
 * so that the browser keeps the server's markup and needs no code that turns hast into React elements.
 */
export function renderStaticContent(props: PageProps, theme?: ThemeRuntime): PageProps {
  const { route, site } = props;
  const basename = site.baseUrl.replace(/\/+$/, '');
  let count = 0;
  const toHtml = (
    content: MarkdownContent,
    components: Partial<Components> = {},
    categoryCards: DocCategoryCard[] = [],
  ): MarkdownContent => {
    if (isHtmlContent(content)) return content;
    // As MarkdownPageLayout does: a page that opens with a hero and has no heading of its own takes its h1 from it.
    const heroHeading = route.kind === 'page' && route.heading === undefined && startsWithHero(content) ? 'h1' : 'h2';
    const html = renderToStaticMarkup(
      <StaticRouter location={basename + route.path} basename={basename || '/'}>
        <RuntimeContext.Provider value={{ basename, prefetch: ignore, navigate: ignore }}>
          <ThemeRuntimeProvider runtime={theme}>
            <HeroHeadingProvider value={heroHeading}>
              <CategoryCardsContext.Provider value={categoryCards}>
                {renderMarkdownWithRehypeReact(content, components)}
              </CategoryCardsContext.Provider>
            </HeroHeadingProvider>
          </ThemeRuntimeProvider>
        </RuntimeContext.Provider>
      </StaticRouter>,
      // Ids React makes up stay unique when a page shows several pieces of content (a list of posts).
      { identifierPrefix: `c${count++}-` },
    );
    return { html };
  };
  const withPostsHtml = (posts: PostSummary<MarkdownContent>[]) =>
    posts.map((post) => ({ ...post, content: toHtml(post.content, mdxComponents) }));
  switch (route.kind) {
    // The layouts of docs and markdown pages add landing sections and MDX's theme components (page-content-components).
    case 'page':
      return { ...props, route: { ...route, content: toHtml(route.content, pageContentComponents) } };
    // A doc's `<DocCardList />` shows its category's cards, which are in its HTML then, not in its data.
    case 'doc': {
      const { categoryCards = [], ...doc } = route;
      return { ...props, route: { ...doc, content: toHtml(route.content, pageContentComponents, categoryCards) } };
    }
    // MDX's theme and site components render in posts and their summaries too: as islands, they cost a post no code.
    case 'blogPost':
      return { ...props, route: { ...route, content: toHtml(route.content, mdxComponents) } };
    case 'blogList':
    case 'blogTagPosts':
    case 'blogAuthorPosts':
      return { ...props, route: { ...route, posts: withPostsHtml(route.posts) } };
    default:
      return props;
  }
}
