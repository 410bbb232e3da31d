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

/** Elements whose CSS-module class (`Component_module_name`) is `name`. */
const moduleClass = (name: string) => `[class~="${name}"]`;
const PAGINATORS = ['Blog list page navigation', 'Blog post page navigation', 'Docs pages'];

/** The text a sighted reader sees: the element's text without visually hidden parts. */
export function seenText(element: HTMLElement): string {
  const copy = parse(element.outerHTML);
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return visibleText(copy.text);
}

function tagsOf(scope: HTMLElement): string[] {
  return scope
    .querySelectorAll(`a${moduleClass('TagList_module_tag')}`)
    .map((a) => linkFact(a.text, a.getAttribute('href')));
}

function listedPost(article: HTMLElement): ListedPost {
  const link = article.querySelector(`${moduleClass('PostHeader_module_title')} a`);
  const meta = article.querySelector(moduleClass('PostHeader_module_meta'));
  return {
    permalink: link?.getAttribute('href') ?? '',
    title: visibleText(link?.text ?? ''),
    readingMinutes: meta ? readingMinutesOf(meta.text) : undefined,
    tags: tagsOf(article),
  };
}

function paginatorOf(main: HTMLElement): PageFacts['paginator'] {
  const nav = main
    .querySelectorAll('nav')
    .find((element) => PAGINATORS.includes(element.getAttribute('aria-label') ?? ''));
  const href = (rel: string) => nav?.querySelector(`a[rel="${rel}"]`)?.getAttribute('href');
  return paginatorFact(href('prev'), href('next'));
}

function archiveOf(main: HTMLElement): PageFacts['archive'] {
  const years = main.querySelectorAll('section[aria-labelledby^="archive-"]');
  if (years.length === 0) return undefined;
  return years.map((section) => ({
    year: (section.getAttribute('aria-labelledby') ?? '').replace('archive-', ''),
    permalinks: section.querySelectorAll('li a').map((a) => a.getAttribute('href') ?? ''),
  }));
}

function tagIndexOf(main: HTMLElement): string[] | undefined {
  const tags = main.querySelectorAll(`a${moduleClass('TagsByLetter_module_tag')}`);
  if (tags.length === 0) return undefined;
  return tags.map((a) => {
    const count = a.querySelector('[aria-hidden="true"]')?.text ?? '';
    const label = a.childNodes.find((node) => node.nodeType === 3)?.text ?? '';
    return `${linkFact(label, a.getAttribute('href'))} ${count}`;
  });
}

function linksIn(main: HTMLElement, navLabel: string): string[] | undefined {
  const nav = main.querySelector(`nav[aria-label="${navLabel}"]`);
  return nav?.querySelectorAll('a').map((a) => linkFact(seenText(a), a.getAttribute('href')));
}

/** The facts of one page of a Kran build, read from its prerendered HTML. */
export function kranFacts(html: string): PageFacts {
  const root = parse(html);
  const main = root.querySelector('main') ?? root;
  const listed = main.querySelectorAll(`article${moduleClass('BlogListLayout_module_post')}`);
  const article = listed.length === 0 ? main.querySelector('article') : null;
  const isPost = article?.querySelector(moduleClass('PostHeader_module_meta')) != null;
  const content = article?.querySelector(moduleClass('Markdown_module_root'));
  const postMeta = isPost ? article?.querySelector(moduleClass('PostHeader_module_meta')) : null;
  return withoutAbsent({
    title: visibleText(root.querySelector('title')?.text ?? ''),
    posts: listed.length > 0 ? listed.map(listedPost) : undefined,
    readingMinutes: postMeta ? readingMinutesOf(postMeta.text) : undefined,
    tags: isPost && article ? tagsOf(article) : undefined,
    paginator: paginatorOf(main),
    archive: archiveOf(main),
    tagIndex: tagIndexOf(main),
    headingIds: content?.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]').map((h) => h.id),
    docsSidebar: linksIn(main, 'Docs sidebar'),
    recentPosts: linksIn(main, 'Blog recent posts navigation'),
  });
}
