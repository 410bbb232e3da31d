import { type HTMLElement, parse } from 'node-html-parser';
import {
  linkFact,
  paginatorFact,
  type ListedPost,
  type PageFacts,
  readingMinutesOf,
  visibleText,
  withoutAbsent,
} from './page-facts';

// Selectors for the markup of @docusaurus/theme-classic 2.4.3 and 3.x (hashed CSS-module classes are left out);
// 3.x dropped the microdata attributes (`itemprop`) the 2.4.3 selectors name.
const POST_TAGS = 'footer ul li a';
const HEADINGS = 'h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]';

function tagsOf(article: HTMLElement): string[] {
  return article.querySelectorAll(POST_TAGS).map((a) => linkFact(a.text, a.getAttribute('href')));
}

function readingMinutesIn(article: HTMLElement): number | undefined {
  const meta = article.querySelector('header time')?.parentNode;
  return meta ? readingMinutesOf(meta.text) : undefined;
}

function listedPost(article: HTMLElement): ListedPost {
  const link = article.querySelector('header h2 a[itemprop="url"]') ?? article.querySelector('header h2 a');
  return {
    permalink: link?.getAttribute('href') ?? '',
    title: visibleText(link?.text ?? ''),
    readingMinutes: readingMinutesIn(article),
    tags: tagsOf(article),
  };
}

function paginatorOf(root: HTMLElement): PageFacts['paginator'] {
  const nav = root.querySelector('nav.pagination-nav');
  const href = (direction: string) => nav?.querySelector(`a.pagination-nav__link--${direction}`)?.getAttribute('href');
  return paginatorFact(href('prev'), href('next'));
}

function archiveOf(root: HTMLElement, title: string): PageFacts['archive'] {
  if (!/^Archive\b/.test(title)) return undefined;
  return root.querySelectorAll('main section .col').map((column) => ({
    // 3.x ends the year's heading with a hash link whose text is a zero-width space.
    year: visibleText(column.querySelector('h3')?.text ?? '').replace(/\u200b/g, ''),
    permalinks: column.querySelectorAll('li a').map((a) => a.getAttribute('href') ?? ''),
  }));
}

function tagIndexOf(root: HTMLElement): string[] | undefined {
  const tags = root.querySelectorAll('main section article li a');
  if (tags.length === 0) return undefined;
  return tags.map((a) => {
    const label = a.childNodes.find((node) => node.nodeType === 3)?.text ?? '';
    return `${linkFact(label, a.getAttribute('href'))} ${a.querySelector('span')?.text ?? ''}`;
  });
}

function isBlogPost(article: HTMLElement): boolean {
  return (
    article.getAttribute('itemprop') === 'blogPost' ||
    article.childNodes.some((child) => (child as HTMLElement).tagName === 'HEADER')
  );
}

function linksIn(nav: HTMLElement | null): string[] | undefined {
  return nav?.querySelectorAll('a').map((a) => linkFact(a.text, a.getAttribute('href')));
}

/** The facts of one page of a Docusaurus 2.4.3 or 3.x build (theme-classic), read from its HTML. */
export function docusaurusFacts(html: string): PageFacts {
  const root = parse(html);
  const title = visibleText(root.querySelector('title')?.text ?? '');
  // A post page holds one article with the post's title as its h1, a list page one article per post with an h2;
  // a post's article begins with its header (a doc's header lies inside the doc's markdown).
  const articles = root.querySelectorAll('main article').filter(isBlogPost);
  const listed = articles.filter((article) => article.querySelector('header h2'));
  const post = articles.find((article) => article.querySelector('header h1'));
  const content =
    post?.querySelector('[itemprop="articleBody"], #__blog-post-container') ??
    root.querySelector('.theme-doc-markdown');
  return withoutAbsent({
    title,
    posts: listed.length > 0 ? listed.map(listedPost) : undefined,
    readingMinutes: post ? readingMinutesIn(post) : undefined,
    tags: post ? tagsOf(post) : undefined,
    paginator: paginatorOf(root),
    archive: archiveOf(root, title),
    tagIndex: tagIndexOf(root),
    headingIds: content?.querySelectorAll(HEADINGS).map((heading) => heading.id),
    docsSidebar: linksIn(root.querySelector('nav.menu')),
    recentPosts: linksIn(root.querySelector('nav[aria-label="Blog recent posts navigation"]')),
  });
}
