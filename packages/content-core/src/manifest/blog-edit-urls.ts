import path from 'node:path';
import type { BlogEditUrlParams } from '../config/edit-url.js';
import type { Problems } from '../errors/problems.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import type { CheckedSite } from './check-site-config.js';
import { editUrlCallers } from './edit-url-callers.js';

/**
 * The edit link of a post of each blog (by index) from the blog's editUrl function, called with Docusaurus's
 * arguments; undefined for blogs that give editUrl as a string or not at all.
 */
export function blogEditUrls(
  site: Pick<CheckedSite, 'config' | 'configSource' | 'resolved'>,
  problems: Problems,
): ((post: LoadedPost, blogIndex: number) => string | undefined) | undefined {
  const callers = editUrlCallers<BlogEditUrlParams>(site.config.blogs ?? [], 'blogs', { site, problems });
  if (!callers) return undefined;
  const locale = site.resolved.site.locale.code;
  return (post, blogIndex) => {
    const blogDirPath = path.posix.normalize(site.resolved.blogs[blogIndex]!.path).replace(/\/+$/, '');
    const blogPath = path.posix.relative(blogDirPath, post.file);
    return callers[blogIndex]?.({ blogDirPath, blogPath, permalink: post.permalink, locale }, post.file);
  };
}
