import type { LoadedPost } from '../loading/blog-posts.js';
import { createBlogRoutes } from '../routes/blog-routes.js';
import type { BlogFeed, Route } from '../types.js';
import type { LoadedContent } from './load-content.js';
import type { RouteContext } from './route-context.js';

/** Every blog's routes (posts, lists, tags, archive) and its feed, each post rendered with its blog's plugins. */
export function makeBlogRoutes(
  blogs: LoadedContent['blogs'],
  context: RouteContext & {
    /** A post's edit link from the editUrl function of its blog (by index), when the blog has one. */
    editUrlOf?: (post: LoadedPost, blogIndex: number) => string | undefined;
  },
): { routes: Route[]; feeds: BlogFeed[] } {
  const routes: Route[] = [];
  const feeds: BlogFeed[] = [];
  for (const [index, { blog, posts, authorsMap }] of blogs.entries()) {
    const rehype = context.plugins.rehype('blogs', index);
    const { editUrlOf } = context;
    const reuse = editUrlOf
      ? { ...context.reuse, editUrlOf: (post: LoadedPost) => editUrlOf(post, index) }
      : context.reuse;
    const render = (post: LoadedPost) => context.render(post, rehype);
    const created = createBlogRoutes(blog, { posts, authorsMap }, render, reuse);
    routes.push(...created.routes);
    feeds.push(created.feed);
  }
  return { routes, feeds };
}
