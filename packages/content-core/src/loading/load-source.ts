import { checkSource } from './check-source.js';
import type { SourceFile } from './collect-files.js';
import type { PluginsRef } from '../markdown/plugins/instance-plugins.js';
import type { RemarkPlugins } from '../markdown/plugins/remark-plugins.js';
import type { MdxReading } from '../markdown/mdx/mdx-version.js';
import type { Problems } from '../errors/problems.js';
import type { ResolvedBlogConfig } from '../config/resolve-config.js';
import type { AuthorsMap } from './authors.js';
import type { TagRules } from './tags-file.js';
import { loadBlogPost } from './blog-posts.js';
import { loadDoc, type DocsLoadSettings } from './docs-loader.js';
import { loadPage } from './pages-loader.js';

/**
 * One content file to read, with what reading it depends on; plain data, so it can go to a worker. `plugins` names
 * the config entry whose remark plugins parse it, when it has any.
 */
export type LoadJob = (
  | { kind: 'post'; file: SourceFile; blog: ResolvedBlogConfig; authorsMap: AuthorsMap; tagRules?: TagRules }
  | { kind: 'doc'; file: SourceFile; docs: DocsLoadSettings }
  | { kind: 'page'; file: SourceFile }
) & {
  plugins?: PluginsRef;
  /** How MDX is read: as Docusaurus 2 or 3 does (the site's `docusaurusVersion`), with which global components. */
  mdx?: MdxReading;
};

/**
 * Reads one content file: front matter, markdown (parsed with `remarkPlugins`), metadata; a promise while an
 * asynchronous plugin works.
 */
export function loadSource(job: LoadJob, problems: Problems, remarkPlugins?: RemarkPlugins) {
  if (!checkSource(job.file, problems)) return undefined;
  if (job.kind === 'post') {
    const { blog, authorsMap, tagRules } = job;
    return loadBlogPost(job.file, {
      blog,
      authorsMap,
      ...(tagRules ? { tagRules } : {}),
      problems,
      plugins: remarkPlugins,
      ...(job.mdx ? { mdx: job.mdx } : {}),
    });
  }
  if (job.kind === 'doc') return loadDoc(job.file, job.docs, problems, remarkPlugins, job.mdx);
  return loadPage(job.file, problems, remarkPlugins, job.mdx);
}

const settingsKeys = new WeakMap<object, string>();

// Thousands of jobs share one blog config and authors map: each is serialised once.
function settingsKeyOf(settings: object): string {
  let key = settingsKeys.get(settings);
  if (key === undefined) settingsKeys.set(settings, (key = JSON.stringify(settings)));
  return key;
}

/** The cache key of a job: everything its result depends on. */
export function keyOf(job: LoadJob): string[] {
  const plugins = `${job.plugins?.identity ?? ''}\u0000${job.mdx ? settingsKeyOf(job.mdx) : ''}`;
  if (job.kind === 'post')
    return [
      'post',
      settingsKeyOf(job.blog),
      settingsKeyOf(job.authorsMap),
      job.tagRules ? settingsKeyOf(job.tagRules) : '',
      plugins,
      job.file.file,
      job.file.source,
      importedTextsKeyOf(job.file),
    ];
  if (job.kind === 'doc')
    return ['doc', settingsKeyOf(job.docs), plugins, job.file.file, job.file.source, importedTextsKeyOf(job.file)];
  return ['page', plugins, job.file.file, job.file.source, importedTextsKeyOf(job.file)];
}

function importedTextsKeyOf(file: SourceFile): string {
  return file.importedTexts ? JSON.stringify(file.importedTexts) : '';
}
