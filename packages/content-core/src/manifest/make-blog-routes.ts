import type { LoadedPost } from '../loading/blog-posts.js';
import { createBlogRoutes } from '../routes/blog-routes.js';
import type { BlogFeed, Route } from '../types.js';
import type { LoadedContent } from './load-content.js';
import type { RouteContext } from './route-context.js';

/** Every blog's routes (posts, lists, tags, archive) and its feed, each post rendered with its blog's plugins. */
export function makeBlogRoutes(
  blogs: LoadedContent['blogs'],
  context: RouteContext,
): { routes: Route[]; feeds: BlogFeed[] } {
  const routes: Route[] = [];
  const feeds: BlogFeed[] = [];
  for (const [index, { blog, posts, authorsMap }] of blogs.entries()) {
    const rehype = context.plugins.rehype('blogs', index);
    const render = (post: LoadedPost) => context.render(post, rehype);
    const created = createBlogRoutes(blog, { posts, authorsMap }, render, context.reuse);
    routes.push(...created.routes);
    feeds.push(created.feed);
  }
  return { routes, feeds };
}
