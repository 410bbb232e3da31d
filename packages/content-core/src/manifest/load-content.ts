import type { ContentCache } from '../cache/cache.js';
import type { ResolvedBlogConfig, ResolvedDocsConfig } from '../config/resolve-config.js';
import type { AuthorsMap } from '../loading/authors.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import { loadInPool } from '../loading/load-pool.js';
import { keyOf, loadSource, type LoadJob } from '../loading/load-source.js';
import type { LoadedPage } from '../loading/pages-loader.js';
import type { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import { sortPosts } from '../routes/blog-routes.js';
import type { CheckedSite } from './check-site-config.js';
import type { Memo } from './memo.js';
import { settledOrThrow } from '../errors/needs-waiting.js';
import type { LoadJobs } from './load-jobs.js';

/** The site's posts (newest first), docs and pages, read from their files. */
export interface LoadedContent {
  blogs: { blog: ResolvedBlogConfig; posts: LoadedPost[]; authorsMap: AuthorsMap }[];
  docs: { instance: ResolvedDocsConfig; docs: LoadedDoc[] }[];
  pages: LoadedPage[];
}

/** Reads one content file, or takes it from the cache when its key is unchanged; undefined for a broken file. */
export type LoadFile = <T>(job: LoadJob, key?: string[]) => T | undefined;

/**
 * Reads files through `memo`, parsing each with the remark plugins its job names (found by `findPlugins`). A file
 * whose plugins work asynchronously must be in the cache already (`loadContent` puts it there): this throws
 * `NeedsWaiting` for it.
 */
export function fileLoader(memo: Memo, findPlugins: ReturnType<typeof remarkPluginsFinder>): LoadFile {
  return <T>(job: LoadJob, key = keyOf(job)) =>
    memo(key, (local) => settledOrThrow(loadSource(job, local, findPlugins(job.plugins)), job.file.file)) as
      T | undefined;
}

/**
 * Reads the files the cache does not hold yet (on all cores when there are many), then every file in order through
 * the cache, so that each file's problems are reported in the order of the files.
 */
export async function loadContent(
  jobs: LoadJobs,
  versionUnits: readonly ResolvedDocsConfig[],
  site: CheckedSite,
  context: { cache: ContentCache; load: LoadFile; configModule?: string },
): Promise<LoadedContent> {
  const { cache } = context;
  const jobKeys = new Map([...jobs.posts.flat(), ...jobs.docs.flat(), ...jobs.pages].map((job) => [job, keyOf(job)]));
  const missing = [...jobKeys].filter(([, key]) => !cache.has(key));
  const loaded = await loadInPool(
    missing.map(([job]) => job),
    { config: site.config, ...(context.configModule ? { configModule: context.configModule } : {}) },
  );
  missing.forEach(([, key], index) => cache.set(key, loaded[index]));
  const loadAll = <T>(list: readonly LoadJob[]) => list.flatMap((job) => context.load<T>(job, jobKeys.get(job)) ?? []);
  return {
    blogs: site.resolved.blogs.map((blog, index) => ({
      blog,
      posts: sortPosts(loadAll<LoadedPost>(jobs.posts[index]!)),
      authorsMap: jobs.authorsMaps[index]!,
    })),
    docs: versionUnits.map((instance, index) => ({ instance, docs: loadAll<LoadedDoc>(jobs.docs[index]!) })),
    pages: loadAll<LoadedPage>(jobs.pages),
  };
}
