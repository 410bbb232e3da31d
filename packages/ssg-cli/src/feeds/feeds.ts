import type { BlogPostRoute, RouteManifest } from '@kran/content-core';
import { Feed } from 'feed';
import { toHtml } from 'hast-util-to-html';
import { canonicalUrl } from '../render/canonical-url.js';
import { feedContentOf } from './feed-content.js';

/** Docusaurus' default: a feed lists the 20 newest posts. */
export const FEED_LIMIT = 20;

export interface OutputFile {
  /** Path relative to the output root. */
  path: string;
  contents: string;
}

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1 files for every blog of the site, with the posts' full content; `copyright` is
 * the footer's (HTML), the site's title without one.
 */
export function createFeeds(manifest: RouteManifest, copyright?: string): OutputFile[] {
  const { site } = manifest;
  const absolute = (routePath: string) => canonicalUrl(site, routePath);
  const posts = new Map(
    manifest.routes
      .filter((route): route is BlogPostRoute => route.kind === 'blogPost')
      .map((route) => [route.path, route]),
  );
  return manifest.feeds.flatMap((blog) => {
    const feedPath = (file: string) => `${blog.basePath.replace(/^\//, '')}/${file}`;
    const items = blog.posts.slice(0, FEED_LIMIT).flatMap((permalink) => posts.get(permalink) ?? []);
    const feed = new Feed({
      id: absolute(blog.basePath),
      link: absolute(blog.basePath),
      title: `${site.title} ${blog.title}`,
      description: blog.description,
      language: site.locale.code,
      copyright: copyright?.replace(/<[^>]+>/g, '') ?? site.title,
      generator: 'Kran',
      ...(items[0] ? { updated: new Date(items[0].dateTime) } : {}),
      feedLinks: {
        rss: absolute(`/${feedPath('rss.xml')}`),
        atom: absolute(`/${feedPath('atom.xml')}`),
        json: absolute(`/${feedPath('feed.json')}`),
      },
      ...(site.favicon ? { favicon: absolute(`/${site.favicon.replace(/^\//, '')}`) } : {}),
    });
    for (const post of items) {
      feed.addItem({
        title: post.title,
        id: absolute(post.path),
        link: absolute(post.path),
        date: new Date(post.dateTime),
        description: post.description,
        content: absolutizeLinks(toHtml(feedContentOf(post.content)), absolute),
        published: new Date(post.dateTime),
        // The feed package reads the first author without checking that there is one.
        ...(post.authors.length
          ? {
              author: post.authors.map((author) => ({
                name: author.name,
                ...(author.url ? { link: author.url } : {}),
              })),
            }
          : {}),
        category: post.tags.map((tag) => ({ name: tag.label, domain: absolute(tag.permalink) })),
      });
    }
    return [
      { path: feedPath('rss.xml'), contents: feed.rss2() },
      { path: feedPath('atom.xml'), contents: feed.atom1() },
      { path: feedPath('feed.json'), contents: toJsonFeed11(feed.json1(), site.locale.code, items) },
    ];
  });
}

/**
 * The feed package writes JSON Feed 1.0 with one author per item; version 1.1 adds the language and every
 * author (`authors`). The 1.0 `author` stays for older readers, as the 1.1 specification suggests.
 */
function toJsonFeed11(json1: string, language: string, posts: BlogPostRoute[]): string {
  const feed = JSON.parse(json1) as { items: Record<string, unknown>[] };
  const items = feed.items.map((item, index) => {
    const authors = posts[index]!.authors.map((author) => ({
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
    }));
    return { ...item, ...(authors.length ? { authors } : {}) };
  });
  return JSON.stringify({ ...feed, version: 'https://jsonfeed.org/version/1.1', language, items }, null, 4);
}

// Feed readers show content outside the site, so site paths must become full URLs.
function absolutizeLinks(html: string, absolute: (routePath: string) => string): string {
  return html.replace(
    /(href|src)="(\/[^"/][^"]*|\/)"/g,
    (_, attribute: string, routePath: string) => `${attribute}="${absolute(routePath)}"`,
  );
}
