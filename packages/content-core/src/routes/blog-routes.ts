import type { Root } from 'hast';
import type { ResolvedBlogConfig } from '../resolve-config.js';
import type { ArchiveYear, BlogFeed, BlogSidebar, PageLink, PostMetadata, PostSummary, Route, TocItem } from '../types.js';
import type { LoadedPost } from './blog-posts.js';
import { paginate } from './paginate.js';
import { joinPath } from './route-paths.js';
import { groupByTag } from './tags.js';

/** A post's content after link resolution. */
export interface RenderedPost {
  content: Root;
  /** The part before the truncate marker, when there is one. */
  summary?: Root;
  toc: TocItem[];
}

/** Newest first; posts of one day keep their file order, as in Docusaurus. */
export function sortPosts(posts: LoadedPost[]): LoadedPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => (a.post.date === b.post.date ? a.index - b.index : a.post.date < b.post.date ? 1 : -1))
    .map(({ post }) => post);
}

/** Every route of one blog instance: posts, list pages, tag index, tag pages, archive. */
export function createBlogRoutes(
  blog: ResolvedBlogConfig,
  posts: LoadedPost[],
  render: (post: LoadedPost) => RenderedPost,
): { routes: Route[]; feed: BlogFeed } {
  const basePath = joinPath(blog.routeBasePath);
  const rendered = posts.map((post) => ({ post, ...render(post) }));
  const summaries: PostSummary[] = rendered.map(({ post, content, summary }) => ({
    ...metadataOf(post),
    isTruncated: summary !== undefined,
    content: summary ?? content,
  }));
  const sidebar: BlogSidebar = { ...(blog.sidebarTitle ? { title: blog.sidebarTitle } : {}), items: posts.slice(0, blog.sidebarCount).map(linkTo) };
  const blogMeta = { blogId: blog.id, sidebar };
  const routes: Route[] = [];

  rendered.forEach(({ post, content, summary, toc }, index) => {
    const newer = posts[index - 1];
    const older = posts[index + 1];
    routes.push({
      kind: 'blogPost',
      ...blogMeta,
      ...metadataOf(post),
      path: post.permalink,
      source: post.file,
      isTruncated: summary !== undefined,
      content,
      toc,
      ...(newer ? { previous: linkTo(newer) } : {}),
      ...(older ? { next: linkTo(older) } : {}),
    });
  });

  for (const page of paginate(summaries, blog.postsPerPage, basePath)) {
    routes.push({ kind: 'blogList', ...blogMeta, path: page.path, title: blog.title, description: blog.description, posts: page.items, pagination: page.pagination });
  }

  const tagsPath = joinPath(blog.routeBasePath, 'tags');
  const tagGroups = groupByTag(summaries);
  routes.push({ kind: 'blogTags', ...blogMeta, path: tagsPath, title: 'Tags', description: 'Tags', tags: tagGroups.map((group) => group.tag) });
  for (const { tag, items } of tagGroups) {
    for (const page of paginate(items, blog.postsPerPage, tag.permalink)) {
      routes.push({ kind: 'blogTagPosts', ...blogMeta, path: page.path, title: tag.label, description: tag.label, tag, allTagsPath: tagsPath, posts: page.items, pagination: page.pagination });
    }
  }

  routes.push({ kind: 'blogArchive', blogId: blog.id, path: joinPath(blog.routeBasePath, 'archive'), title: 'Archiv', description: 'Archiv', years: groupByYear(posts) });

  return {
    routes,
    feed: { blogId: blog.id, basePath, title: blog.title, description: blog.description, posts: posts.map((post) => post.permalink) },
  };
}

function metadataOf(post: LoadedPost): Omit<PostMetadata, 'isTruncated'> {
  const { permalink, title, description, date, authors, tags, readingTime } = post;
  return { permalink, title, description, date, authors, tags, ...(readingTime === undefined ? {} : { readingTime }) };
}

function linkTo(post: LoadedPost): PageLink {
  return { title: post.title, permalink: post.permalink };
}

function groupByYear(posts: LoadedPost[]): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    let group = years.at(-1);
    if (group?.year !== year) years.push((group = { year, posts: [] }));
    group.posts.push({ ...linkTo(post), date: post.date });
  }
  return years;
}
