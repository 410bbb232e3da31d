import type { DocsVersionEntry } from '../docs-versions/load-docs-versions.js';
import { parseAuthorsMap } from '../loading/authors.js';
import type { LoadJob } from '../loading/load-source.js';
import type { PluginSection } from '../markdown/plugins/markdown-plugins.js';
import type { CheckedSite } from './check-site-config.js';
import type { Memo } from './memo.js';
import type { ContentSources } from './read-sources.js';

/** What reading each content file takes: per blog, per docs version, and the pages. */
export interface LoadJobs {
  posts: LoadJob[][];
  docs: LoadJob[][];
  pages: LoadJob[];
}

/** The jobs of every content file, each naming the remark plugins of its instance; the blogs' authors maps are read. */
export function loadJobsOf(
  site: CheckedSite,
  versions: readonly DocsVersionEntry[],
  sources: ContentSources,
  memo: Memo,
): LoadJobs {
  const { resolved, plugins } = site;
  const authorsMaps = resolved.blogs.map((blog, index) => {
    const { authorsSource } = sources.blogs[index]!;
    return memo(['authors', blog.authorsFile, authorsSource ?? ''], (local) =>
      parseAuthorsMap(authorsSource, blog.authorsFile, local),
    );
  });
  const withPlugins = (job: LoadJob, section: PluginSection, index: number): LoadJob => {
    const ref = plugins.remarkRef(section, index);
    return ref ? { ...job, plugins: ref } : job;
  };
  const posts = resolved.blogs.map((blog, index) =>
    sources.blogs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'post', file, blog, authorsMap: authorsMaps[index]! }, 'blogs', index),
    ),
  );
  const docs = versions.map(({ docs: { id, routeBasePath, versionPath }, instanceIndex }, index) => {
    const settings = { id, routeBasePath, versionPath };
    return sources.docs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'doc', file, docs: settings }, 'docs', instanceIndex),
    );
  });
  const pages = sources.pages.map((file): LoadJob => withPlugins({ kind: 'page', file }, 'pages', 0));
  return { posts, docs, pages };
}
