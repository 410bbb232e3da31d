import type { Translate } from './i18n/translate.js';
import type { PageProps } from './types.js';

/** The document title of a page: `<page> | <site>` (the site's titleDelimiter for `|`); the home page has the site title alone. */
export function pageTitle({ site, route }: PageProps, t: Translate): string {
  // A `<title>` in the content's MDX `<head>` is the whole document title, as in Docusaurus.
  const headTitle = 'headTags' in route ? route.headTags?.find((tag) => tag.tagName === 'title') : undefined;
  if (headTitle) return headTitle.text;
  const own = ownTitle(route, t);
  // A React page names its title itself (Docusaurus's home page: `<Layout title="Hello from …">`), at / too.
  const isHomeWithoutOwnTitle = route.path === '/' && route.kind !== 'reactPage';
  return own === undefined || isHomeWithoutOwnTitle ? site.title : `${own} ${site.titleDelimiter ?? '|'} ${site.title}`;
}

function ownTitle(route: PageProps['route'], t: Translate): string | undefined {
  switch (route.kind) {
    case 'blogList':
      return route.title;
    case 'blogTagPosts':
      return t('blogTag.heading', { count: route.tag.count, tag: route.tag.label });
    case 'blogTags':
    case 'docTags':
      return t('blogTags.title');
    case 'docTagDocs':
      return t('docTag.heading', { count: route.tag.count, tag: route.tag.label });
    case 'blogAuthors':
      return t('blogAuthors.title');
    case 'blogAuthorPosts':
      return t('blogAuthor.title', { count: route.author.count, author: route.author.name });
    case 'blogArchive':
      return t('blogArchive.title');
    case 'notFound':
      return t('notFound.title');
    case 'search':
      return t('search.title');
    default:
      return route.title;
  }
}
