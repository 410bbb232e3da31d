import type { RenderedContent } from '../markdown/render/render-content.js';
import type { ResolvedBlogConfig } from '../config/resolve-config.js';
import type {
  ArchiveYear,
  BlogFeed,
  BlogPostRoute,
  BlogSidebar,
  BlogSidebarList,
  PageLink,
  PostMetadata,
  PostSummary,
  Route,
} from '../types.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import { pageHeadFactsOf } from './page-head-facts.js';
import { paginate } from './paginate.js';
import type { Reuse } from './reuse.js';
import { joinPath } from '../route-paths.js';
import { groupByTag } from '../loading/tags.js';
import type { AuthorsMap } from '../loading/authors.js';
import { blogAuthorRoutes } from './blog-author-routes.js';

/** Newest first by date and time of day; posts of the same moment keep their file order, as in Docusaurus. */
export function sortPosts(posts: LoadedPost[]): LoadedPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) =>
      a.post.dateTime === b.post.dateTime ? a.index - b.index : a.post.dateTime < b.post.dateTime ? 1 : -1,
    )
    .map(({ post }) => post);
}

/**
 * Every route of one blog instance: posts, list pages, tag index, tag pages, archive. Each route is made
 * anew only when what it shows changed; the others are the very objects of the last build.
 */
export function createBlogRoutes(
  blog: ResolvedBlogConfig,
  { posts, authorsMap }: { posts: LoadedPost[]; authorsMap: AuthorsMap },
  render: (post: LoadedPost) => RenderedContent,
  reuse: Reuse & {
    /** A post's edit link from the blog's editUrl function, when it has one. */
    editUrlOf?: (post: LoadedPost) => string | undefined;
  },
): { routes: Route[]; feed: BlogFeed } {
  const { memo, identity } = reuse;
  const basePath = joinPath(blog.routeBasePath);
  const rendered = posts.map((post) => ({ post, rendered: render(post) }));
  const summaries: PostSummary[] = rendered.map(({ post, rendered: { content, summary } }) =>
    memo(['summary', identity(post), identity(content)], () => ({
      ...metadataOf(post),
      isTruncated: summary !== undefined,
      content: summary ?? content,
    })),
  );
  const sidebarList = sidebarListOf(posts.slice(0, blog.sidebarCount), blog.sidebarGroupByYear);
  const sidebar: BlogSidebar = memo(
    ['blogSidebar', blog.id, blog.sidebarTitle ?? '', JSON.stringify(sidebarList)],
    () => ({
      ...(blog.sidebarTitle ? { title: blog.sidebarTitle } : {}),
      ...sidebarList,
    }),
  );
  const blogMeta = { blogId: blog.id, sidebar };
  const listKey = (kind: string, path: string, items: object[], ...parts: string[]) => [
    kind,
    blog.id,
    path,
    identity(sidebar),
    ...parts,
    ...items.map(identity),
  ];
  const routes: Route[] = [];

  rendered.forEach(({ post, rendered: postContent }, index) => {
    const newer = posts[index - 1] && linkTo(posts[index - 1]!);
    const older = posts[index + 1] && linkTo(posts[index + 1]!);
    const editUrl = reuse.editUrlOf?.(post);
    routes.push(
      blogPostRoute(blog, post, postContent, { sidebar, newer, older, ...(editUrl ? { editUrl } : {}) }, reuse),
    );
  });

  for (const page of paginate(summaries, blog.postsPerPage, basePath, blog.pageBasePath)) {
    routes.push(
      memo(
        listKey('blogList', page.path, page.items, blog.title, blog.description, JSON.stringify(page.pagination)),
        () => ({
          kind: 'blogList' as const,
          ...blogMeta,
          path: page.path,
          title: blog.title,
          description: blog.description,
          posts: page.items,
          pagination: page.pagination,
        }),
      ),
    );
  }

  const tagsPath = joinPath(blog.routeBasePath, blog.tagsBasePath);
  const tagGroups = groupByTag(summaries);
  const tags = tagGroups.map((group) => group.tag);
  // As in Docusaurus, a blog whose posts have no tags has no tags page.
  if (tags.length > 0)
    routes.push(
      memo(listKey('blogTags', tagsPath, [], blog.tagsTitle, JSON.stringify(tags)), () => ({
        kind: 'blogTags' as const,
        ...blogMeta,
        path: tagsPath,
        title: blog.tagsTitle,
        description: blog.tagsTitle,
        tags,
      })),
    );
  for (const { tag, items } of tagGroups) {
    for (const page of paginate(items, blog.postsPerPage, tag.permalink, blog.pageBasePath)) {
      routes.push(
        memo(
          listKey('blogTagPosts', page.path, page.items, JSON.stringify(tag), JSON.stringify(page.pagination)),
          () => ({
            kind: 'blogTagPosts' as const,
            ...blogMeta,
            path: page.path,
            title: tag.label,
            description: tag.label,
            tag,
            allTagsPath: tagsPath,
            posts: page.items,
            pagination: page.pagination,
          }),
        ),
      );
    }
  }

  routes.push(...blogAuthorRoutes(blog, { authorsMap, posts, summaries, sidebar }, reuse));

  // As in Docusaurus, a blog without posts has no archive page.
  if (blog.archiveBasePath !== null && posts.length > 0)
    routes.push(archiveRoute(blog, joinPath(blog.routeBasePath, blog.archiveBasePath), posts, reuse));

  return {
    routes,
    feed: {
      blogId: blog.id,
      basePath,
      title: blog.title,
      description: blog.description,
      posts: posts.map((post) => post.permalink),
    },
  };
}

/** The page of all posts by year, at the blog's archiveBasePath. */
function archiveRoute(blog: ResolvedBlogConfig, archivePath: string, posts: LoadedPost[], { memo }: Reuse): Route {
  const years = groupByYear(posts, blog.docusaurusVersion === 3 ? 'oldestFirst' : 'newestFirst');
  return memo(['blogArchive', blog.id, archivePath, JSON.stringify([blog.archive, years])], () => ({
    kind: 'blogArchive' as const,
    blogId: blog.id,
    path: archivePath,
    ...blog.archive,
    years,
  }));
}

/** What a post's page shows of the other posts: the blog's sidebar and its newer and older neighbours. */
export interface PostPlace {
  sidebar: BlogSidebar;
  newer: PageLink | undefined;
  older: PageLink | undefined;
  /** The post's edit link from the blog's editUrl function; a string editUrl is joined with the post's path. */
  editUrl?: string;
}

/** A post's route, the very object of the last build when the post, its content and its place are the same. */
export function blogPostRoute(
  blog: ResolvedBlogConfig,
  post: LoadedPost,
  rendered: Pick<RenderedContent, 'content' | 'summary' | 'toc' | 'headTags' | 'image'>,
  { sidebar, newer, older, editUrl: placeEditUrl }: PostPlace,
  { memo, identity }: Reuse,
): BlogPostRoute {
  const { content, summary, toc, headTags } = rendered;
  const editUrl = placeEditUrl ?? (blog.editUrl ? `${blog.editUrl.replace(/\/+$/, '')}/${post.file}` : undefined);
  return memo(
    [
      'blogPost',
      blog.id,
      identity(post),
      identity(content),
      identity(sidebar),
      JSON.stringify([newer, older, editUrl]),
    ],
    () => ({
      kind: 'blogPost' as const,
      blogId: blog.id,
      sidebar,
      ...metadataOf(post),
      path: post.permalink,
      source: post.file,
      ...pageHeadFactsOf(post, rendered),
      ...(headTags ? { headTags } : {}),
      isTruncated: summary !== undefined,
      content,
      toc,
      ...(newer ? { previous: newer } : {}),
      ...(older ? { next: older } : {}),
      ...(editUrl ? { editUrl } : {}),
    }),
  );
}

/** Whether a post's new version leaves what other pages show of it, and so its place among them, as it was. */
export function keepsPlaceOfPost(previous: LoadedPost, post: LoadedPost): boolean {
  return post.title === previous.title && post.permalink === previous.permalink && post.dateTime === previous.dateTime;
}

function metadataOf(post: LoadedPost): Omit<PostMetadata, 'isTruncated'> {
  const { permalink, title, description, date, dateTime, authors, tags, readingTime } = post;
  return {
    permalink,
    title,
    description,
    date,
    dateTime,
    authors,
    tags,
    ...(readingTime === undefined ? {} : { readingTime }),
  };
}

function linkTo(post: LoadedPost): PageLink {
  return { title: post.title, permalink: post.permalink };
}

// The date goes into every page's data only where the theme groups the posts by it.
function sidebarListOf(posts: LoadedPost[], isGroupedByYear: boolean): BlogSidebarList {
  return isGroupedByYear
    ? { groupByYear: true, items: posts.map((post) => ({ ...linkTo(post), date: post.date })) }
    : { items: posts.map(linkTo) };
}

/**
 * The archive's years, newest first, from the posts (newest first). Within a year Docusaurus 2 lists the newest post
 * first; Docusaurus 3 the oldest (its BlogArchivePage puts each post before the year's posts seen so far).
 */
function groupByYear(posts: LoadedPost[], order: 'newestFirst' | 'oldestFirst'): ArchiveYear[] {
  const years: ArchiveYear[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    let group = years.at(-1);
    if (group?.year !== year) years.push((group = { year, posts: [] }));
    const entry = { ...linkTo(post), date: post.date };
    if (order === 'oldestFirst') group.posts.unshift(entry);
    else group.posts.push(entry);
  }
  return years;
}
