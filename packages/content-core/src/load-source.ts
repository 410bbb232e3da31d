import { checkSource } from './check-source.js';
import type { SourceFile } from './collect-files.js';
import type { Problems } from './problems.js';
import type { ResolvedBlogConfig } from './resolve-config.js';
import type { AuthorsMap } from './routes/authors.js';
import { loadBlogPost } from './routes/blog-posts.js';
import { loadDoc, type DocsLoadSettings } from './routes/docs-loader.js';
import { loadPage } from './routes/pages-loader.js';

/** One content file to read, with what reading it depends on; plain data, so it can go to a worker. */
export type LoadJob =
  | { kind: 'post'; file: SourceFile; blog: ResolvedBlogConfig; authorsMap: AuthorsMap }
  | { kind: 'doc'; file: SourceFile; docs: DocsLoadSettings }
  | { kind: 'page'; file: SourceFile };

/** Reads one content file: front matter, markdown, metadata. */
export function loadSource(job: LoadJob, problems: Problems) {
  if (!checkSource(job.file, problems)) return undefined;
  if (job.kind === 'post') return loadBlogPost(job.file, job.blog, job.authorsMap, problems);
  if (job.kind === 'doc') return loadDoc(job.file, job.docs, problems);
  return loadPage(job.file, problems);
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
  if (job.kind === 'post')
    return ['post', settingsKeyOf(job.blog), settingsKeyOf(job.authorsMap), job.file.file, job.file.source];
  if (job.kind === 'doc') return ['doc', settingsKeyOf(job.docs), job.file.file, job.file.source];
  return ['page', job.file.file, job.file.source];
}
