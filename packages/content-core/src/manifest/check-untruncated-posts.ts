import type { BlogInstanceConfig } from '../config/config.js';
import type { Problems } from '../errors/problems.js';
import type { LoadedPost } from '../loading/blog-posts.js';

/**
 * Docusaurus's `onUntruncatedBlogPosts`: a post without a truncation marker shows whole on the blog's list pages, so
 * each is reported at its file, as a warning ('warn', 'log') or an error ('throw'). Nothing by default, as in
 * Docusaurus 2 (Docusaurus 3.5 warns by default).
 */
export function checkUntruncatedPosts(
  blogs: readonly { posts: readonly LoadedPost[] }[],
  configs: readonly Pick<BlogInstanceConfig, 'onUntruncatedBlogPosts'>[],
  problems: Problems,
): void {
  for (const [index, { posts }] of blogs.entries()) {
    const severity = configs[index]?.onUntruncatedBlogPosts ?? 'ignore';
    if (severity === 'ignore') continue;
    for (const post of posts) {
      if (post.parsed.truncateOffset !== undefined) continue;
      problems.report(
        {
          message: 'The post has no truncation marker, so the blog lists show it whole instead of a preview.',
          hint:
            'Add `<!-- truncate -->` (in .mdx: `{/* truncate */}`) after the part the lists show, or set ' +
            "`onUntruncatedBlogPosts: 'ignore'` for the blog.",
          isWarning: severity !== 'throw',
        },
        { file: post.file, line: 1, column: 1 },
      );
    }
  }
}
