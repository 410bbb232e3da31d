import type { DocsVersionEntry } from '../docs-versions/load-docs-versions.js';
import { parseAuthorsMap, type AuthorsMap } from '../loading/authors.js';
import { joinPath } from '../route-paths.js';
import { parseTagsFile, type TagRules } from '../loading/tags-file.js';
import { tagsFileOf } from '../config/resolve-config.js';
import type { LoadJob } from '../loading/load-source.js';
import type { PluginSection } from '../markdown/plugins/markdown-plugins.js';
import type { CheckedSite } from './check-site-config.js';
import type { Memo } from './memo.js';
import type { ContentSources } from './read-sources.js';

/** What reading each content file takes: per blog, per docs version, and the pages. */
export interface LoadJobs {
  /** Each blog's authors file, read. */
  authorsMaps: AuthorsMap[];
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
      parseAuthorsMap(authorsSource, blog.authorsFile, local, joinPath(blog.routeBasePath, blog.authorsBasePath)),
    );
  });
  const tagRulesOf = (file: string | undefined, source: string | undefined, onInlineTags: TagRules['onInlineTags']) =>
    file === undefined
      ? undefined
      : memo(['tagRules', file, source ?? '', onInlineTags], (local): TagRules => ({
          file,
          onInlineTags,
          ...(source === undefined ? {} : { predefined: parseTagsFile(source, file, local) }),
        }));
  const withPlugins = (job: LoadJob, section: PluginSection, index: number): LoadJob => {
    const ref = plugins.remarkRef(section, index);
    const read = { ...job, mdx: resolved.mdx };
    return ref ? { ...read, plugins: ref } : read;
  };
  const posts = resolved.blogs.map((blog, index) => {
    const tagRules = tagRulesOf(blog.tagsFile, sources.blogs[index]!.tagsSource, blog.onInlineTags);
    return sources.blogs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'post', file, blog, authorsMap: authorsMaps[index]!, tagRules }, 'blogs', index),
    );
  });
  const docs = versions.map(({ docs: unit, instanceIndex }, index) => {
    const { id, routeBasePath, versionPath, tagsBasePath } = unit;
    const tagRules = tagRulesOf(tagsFileOf(unit), sources.docs[index]!.tagsSource, unit.onInlineTags);
    const settings = { id, routeBasePath, versionPath, tagsBasePath, ...(tagRules ? { tagRules } : {}) };
    return sources.docs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'doc', file, docs: settings }, 'docs', instanceIndex),
    );
  });
  const pages = sources.pages.map((file): LoadJob => withPlugins({ kind: 'page', file }, 'pages', 0));
  return { authorsMaps, posts, docs, pages };
}
