import path from 'node:path';
import type { ContentCache } from '../cache/cache.js';
import type { DocsVersionEntry } from '../docs-versions/load-docs-versions.js';
import { Problems } from '../errors/problems.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import type { LoadJob } from '../loading/load-source.js';
import type { LoadedPage } from '../loading/pages-loader.js';
import type { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import { blogPostRoute, keepsPlaceOfPost } from '../routes/blog-routes.js';
import { docRoute, keepsPlaceOfDoc, placeOf } from '../routes/docs-routes.js';
import type { Route } from '../types.js';
import type { CheckedSite } from './check-site-config.js';
import { withImportedTexts } from '../loading/imported-texts.js';
import { contentRenderers, type Renderer } from './content-renderer.js';
import { fileLoader, type LoadedContent, type LoadFile } from './load-content.js';
import type { LoadJobs } from './load-jobs.js';
import { memoInto } from './memo.js';
import { pageRouteMaker, type PageRouteMaker } from './page-routes.js';
import type { RemakeRoute } from './quick-routes.js';
import { RenderedOutputs } from './rendered-outputs.js';
import type { RenderInputs } from './render-inputs.js';
import { reuseThrough, type RouteContext } from './route-context.js';

/** What a complete build knew: enough to make the route of an edited file that keeps its place. */
export interface CompletedBuild {
  site: CheckedSite;
  cache: ContentCache;
  findPlugins: ReturnType<typeof remarkPluginsFinder>;
  jobs: LoadJobs;
  content: LoadedContent;
  docsVersions: readonly DocsVersionEntry[];
  inputs: RenderInputs;
  /** The build's routes, after duplicates were dropped. */
  routes: readonly Route[];
}

/**
 * Makes the route of an edited post, doc or page with a complete build's knowledge while its place stays the same;
 * undefined when it does not, when the file has an error, or when it is gone.
 */
export function remakeRouteOf(build: CompletedBuild): RemakeRoute {
  return (absoluteFile) => {
    const problems = new Problems();
    try {
      const route = remake(build, absoluteFile, toolsOf(build, problems));
      return problems.errors.length > 0 ? undefined : route;
    } catch {
      // A file gone since, or one whose plugins work asynchronously: only a complete build can tell what follows.
      return undefined;
    }
  };
}

type RemakeTools = RouteContext & { load: LoadFile; render: Renderer; pageRouteOf: PageRouteMaker };

/** The build's loader and renderer, reporting into `problems`; what the renders find beside the content is dropped. */
function toolsOf(build: CompletedBuild, problems: Problems): RemakeTools {
  const { cache, site } = build;
  const memo = memoInto(cache, problems);
  const { render } = contentRenderers(build.inputs, {
    cache,
    memo,
    outputs: new RenderedOutputs(),
    findPlugins: build.findPlugins,
  });
  const context = { render, plugins: site.plugins, reuse: reuseThrough(cache, memo) };
  return {
    ...context,
    load: fileLoader(memo, build.findPlugins),
    pageRouteOf: pageRouteMaker({ ...context, cache, resolved: site.resolved }),
  };
}

function remake(build: CompletedBuild, absoluteFile: string, tools: RemakeTools): Route | undefined {
  const { content, jobs } = build;
  const file = path.relative(build.inputs.siteRoot, absoluteFile).split(path.sep).join('/');
  /** The file loaded with its text now, when it is one of `list`'s files. */
  const loadEdited = <T>(list: readonly LoadJob[]): { loaded: T | undefined } | undefined => {
    const job = list.find((candidate) => candidate.file.file === file);
    if (!job) return undefined;
    const source = build.cache.readText(absoluteFile);
    const read = {
      siteDir: build.inputs.siteRoot,
      read: (imported: string) => build.cache.readText(imported),
      rawImports: build.site.resolved.mdx.rawImports ?? [],
    };
    return { loaded: tools.load<T>({ ...job, file: withImportedTexts({ ...job.file, source }, read) }) };
  };
  const previousRoute = <K extends Route['kind']>(kind: K) =>
    build.routes.find((route): route is Extract<Route, { kind: K }> => route.kind === kind && route.source === file);
  for (const [index, { blog, posts }] of content.blogs.entries()) {
    const edited = loadEdited<LoadedPost>(jobs.posts[index]!);
    if (!edited) continue;
    const { loaded: post } = edited;
    const previous = posts.find((candidate) => candidate.file === file);
    const route = previousRoute('blogPost');
    if (!post || !previous || !route || !keepsPlaceOfPost(previous, post)) return undefined;
    const edit = route.editUrl ? { editUrl: route.editUrl } : {};
    const place = { sidebar: route.sidebar, newer: route.previous, older: route.next, ...edit };
    return blogPostRoute(blog, post, tools.render(post, tools.plugins.rehype('blogs', index)), place, tools.reuse);
  }
  for (const [index, { instance, docs }] of content.docs.entries()) {
    const edited = loadEdited<LoadedDoc>(jobs.docs[index]!);
    if (!edited) continue;
    const { loaded: doc } = edited;
    const previous = docs.find((candidate) => candidate.file === file);
    const route = previousRoute('doc');
    if (!doc || !previous || !route || !keepsPlaceOfDoc(previous, doc)) return undefined;
    const rehype = tools.plugins.rehype('docs', build.docsVersions[index]!.instanceIndex);
    return docRoute(instance, doc, tools.render(doc, rehype), placeOf(route), tools.reuse);
  }
  const page = loadEdited<LoadedPage>(jobs.pages)?.loaded;
  const previous = content.pages.find((candidate) => candidate.file === file);
  return page && previous?.permalink === page.permalink ? tools.pageRouteOf(page) : undefined;
}
