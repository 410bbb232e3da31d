import type { ResolvedBlogConfig } from '../config/resolve-config.js';
import type { AuthorsMap } from '../loading/authors.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import { joinPath } from '../route-paths.js';
import type { BlogAuthorEntry, BlogAuthorPostsRoute, BlogAuthorsRoute, BlogSidebar, PostSummary } from '../types.js';
import { paginate } from './paginate.js';
import type { Reuse } from './reuse.js';

/** What the authors pages of a blog show. */
export interface BlogAuthorsInput {
  authorsMap: AuthorsMap;
  /** The blog's posts, newest first, with their summaries in the same order. */
  posts: LoadedPost[];
  summaries: PostSummary[];
  sidebar: BlogSidebar;
}

/**
 * The authors pages of a blog, as Docusaurus 3.5 makes them: a page of the authors file's authors (in its order, each
 * with its number of posts) at `<blog>/<authorsBasePath>`, and for each author with `page` the author's posts at the
 * page's path, paginated like the blog with further pages at `<page>/page/<n>` (the blog's pageBasePath) as
 * Docusaurus 3.10 names them. Docusaurus 3 makes the list for any authors file; for a site of Docusaurus 2 (which has
 * neither page) the list is made only when an author has a page, so its routes stay Docusaurus 2's.
 */
export function blogAuthorRoutes(
  blog: ResolvedBlogConfig,
  { authorsMap, posts, summaries, sidebar }: BlogAuthorsInput,
  { memo, identity }: Reuse,
): (BlogAuthorsRoute | BlogAuthorPostsRoute)[] {
  const mapped = Object.entries(authorsMap);
  const hasListPage =
    blog.docusaurusVersion === 3 ? mapped.length > 0 : mapped.some(([, author]) => author.page !== undefined);
  if (!hasListPage) return [];
  const allAuthorsPath = joinPath(blog.routeBasePath, blog.authorsBasePath);
  const postsOf = (key: string) => summaries.filter((_, index) => posts[index]!.authorKeys.includes(key));
  const entries = mapped.map(([key, author]): [BlogAuthorEntry, PostSummary[]] => {
    const authorPosts = postsOf(key);
    return [{ ...author, key, count: authorPosts.length }, authorPosts];
  });
  const authors = entries.map(([entry]) => entry);
  const blogMeta = { blogId: blog.id, sidebar };
  const listRoute = memo(['blogAuthors', blog.id, allAuthorsPath, identity(sidebar), JSON.stringify(authors)], () => ({
    kind: 'blogAuthors' as const,
    ...blogMeta,
    path: allAuthorsPath,
    title: blog.authorsTitle,
    description: blog.authorsTitle,
    authors,
  }));
  const authorRoutes = entries.flatMap(([author, authorPosts]) =>
    author.page === undefined
      ? []
      : paginate(authorPosts, blog.postsPerPage, author.page, blog.pageBasePath).map((page) =>
          memo(
            [
              'blogAuthorPosts',
              blog.id,
              page.path,
              identity(sidebar),
              JSON.stringify([author, page.pagination]),
              ...page.items.map(identity),
            ],
            () => ({
              kind: 'blogAuthorPosts' as const,
              ...blogMeta,
              path: page.path,
              title: author.name,
              description: author.description ?? author.name,
              author,
              allAuthorsPath,
              posts: page.items,
              pagination: page.pagination,
            }),
          ),
        ),
  );
  return [listRoute, ...authorRoutes];
}
