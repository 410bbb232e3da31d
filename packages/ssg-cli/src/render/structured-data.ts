import type { BlogFeed, Route, SiteMetadata } from '@kran/content-core';
import { canonicalUrl } from './canonical-url.js';

type JsonLd = Record<string, unknown>;

/** schema.org data for search engines: BlogPosting and TechArticle with their breadcrumb trails. */
export function structuredDataOf(route: Route, site: SiteMetadata, feeds: BlogFeed[]): JsonLd[] {
  const url = canonicalUrl(site, route.path);
  const home = { name: site.title, url: canonicalUrl(site, '/') };
  if (route.kind === 'blogPost') {
    const blog = feeds.find((feed) => feed.blogId === route.blogId);
    const blogCrumb = blog ? [{ name: blog.title, url: canonicalUrl(site, blog.basePath) }] : [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: route.title,
        description: route.description,
        datePublished: route.date,
        url,
        mainEntityOfPage: url,
        inLanguage: site.locale.code,
        author: route.authors.map((author) => ({
          '@type': 'Person',
          name: author.name,
          ...(author.url ? { url: author.url } : {}),
        })),
        keywords: route.tags.map((tag) => tag.label),
        ...(blog ? { isPartOf: { '@type': 'Blog', name: blog.title, url: blogCrumb[0]!.url } } : {}),
      },
      breadcrumbList([home, ...blogCrumb, { name: route.title, url }]),
    ];
  }
  if (route.kind === 'doc') {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: route.heading,
        description: route.description,
        url,
        mainEntityOfPage: url,
        inLanguage: site.locale.code,
      },
      breadcrumbList([home, { name: route.heading, url }]),
    ];
  }
  return [];
}

function breadcrumbList(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
