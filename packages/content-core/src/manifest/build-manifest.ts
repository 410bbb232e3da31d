import { existsSync } from 'node:fs';
import path from 'node:path';
import { assetFiles } from './asset-files.js';
import { ContentCache, hashOf } from '../cache/cache.js';
import {
  collectCategoryFiles,
  collectMarkdownFiles,
  collectPageModules,
  readOptionalFile,
  type ReadText,
  type SourceFile,
} from '../loading/collect-files.js';
import type { SiteConfig } from '../config/config.js';
import { checkConfigValues } from '../config/check-config.js';
import { checkConfigKeys } from '../config/config-keys.js';
import { checkPluginLists } from '../config/check-plugins.js';
import type { ConfigPart, ConfigPlace } from '../config-part.js';
import { ConfigSource } from '../config/config-source.js';
import { ContentErrors, type SourceLocation } from '../errors/errors.js';
import { renderContent, type RenderedContent, type TocLevels } from '../markdown/render/render-content.js';
import { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import type { PluginSection } from '../markdown/plugins/markdown-plugins.js';
import { sitePlugins } from '../markdown/plugins/site-plugins.js';
import type { ParsedMarkdown } from '../markdown/parse/parse-markdown.js';
import { createPartialLoader } from '../markdown/parse/partial-loader.js';
import { loadInPool } from '../loading/load-pool.js';
import { keyOf, loadSource, type LoadJob } from '../loading/load-source.js';
import { Problems } from '../errors/problems.js';
import type { QuickRoutes } from './quick-routes.js';
import { resolveConfig, type ResolvedConfig, type ResolvedDocsConfig } from '../config/resolve-config.js';
import { resolveLocale } from '../config/resolve-locale.js';
import { DOCUSAURUS_CONTENT_TEXTS, type ContentTexts } from '../content-texts.js';
import { parseAuthorsMap } from '../loading/authors.js';
import type { LoadedPost } from '../loading/blog-posts.js';
import { blogPostRoute, createBlogRoutes, keepsPlaceOfPost, sortPosts } from '../routes/blog-routes.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import { docRoute, keepsPlaceOfDoc, placeOf } from '../routes/docs-routes.js';
import { createAllDocsRoutes } from '../docs-versions/create-all-docs-routes.js';
import { loadDocsVersions } from '../docs-versions/load-docs-versions.js';
import { joinPath } from '../route-paths.js';
import { readCategoryMetadata } from '../sidebars/category-metadata.js';
import { loadSidebarsSource, type ImportTypeScript } from '../sidebars/load-sidebars.js';
import { normalizeSidebars } from '../sidebars/normalize-sidebars.js';
import { resolveSidebars } from '../sidebars/resolve-sidebars.js';
import type { LoadedPage } from '../loading/pages-loader.js';
import { reactPageRoutes } from '../routes/react-pages.js';
import type { Reuse } from '../routes/reuse.js';
import type { BlogFeed, ContentLink, PageRoute, Route, RouteManifest, StaticAsset } from '../types.js';

export interface BuildManifestOptions {
  /** Folder that the config's content paths are relative to. */
  siteDir: string;
  config: SiteConfig;
  /** Config file relative to siteDir, named in errors about the config. */
  configFile?: string;
  /** Pass the same cache to each rebuild to recompute only what changed. */
  cache?: ContentCache;
  /** Imports a `.ts` sidebars file; ssg-cli passes one that compiles it with esbuild. */
  importTypeScript?: ImportTypeScript;
  /**
   * The part of the config another package reads (ssg-cli: the theme's): its keys are accepted, any other unknown
   * key is an error, and its problems are reported with the content's.
   */
  configPart?: ConfigPart;
  /**
   * A module whose default export is `config` (ssg-cli's compiled `.ssg/site.config.mjs`): workers import the remark
   * plugins from it. Without it, the files of blogs, docs and pages with remark plugins are read on this thread.
   */
  configModule?: string;
  /**
   * The words content-core writes into pages (a blog's default title, the tags and archive pages' titles, footnote
   * labels, the current docs version's label) in the site's language, resolved from its config (`en` when it names none); Docusaurus's English ones
   * without it. ssg-cli takes them from the theme's message table.
   */
  textsFor?: (locale: string) => ContentTexts;
  /** Learns from a completed build how to make the route of an edited post, doc or page at once (kran dev). */
  quickRoutes?: QuickRoutes;
}

/**
 * Reads a site's content and returns its route manifest. Every content problem is collected and
 * thrown together as ContentErrors, before anything could be rendered.
 */
export async function buildManifest(options: BuildManifestOptions): Promise<RouteManifest> {
  const { siteDir, config } = options;
  const configFile = options.configFile ?? 'site.config.ts';
  const cache = options.cache ?? new ContentCache();
  const texts = options.textsFor?.(resolveLocale(config.locale).code) ?? DOCUSAURUS_CONTENT_TEXTS;
  const resolved = resolveConfig(config, texts);
  const problems = new Problems();
  const configText = await readOptionalFile(siteDir, configFile);
  const configSource = new ConfigSource(configFile, configText);
  const plugins = sitePlugins(config, configText, siteDir);
  checkConfigKeys(config, configSource, problems, options.configPart?.keys);
  checkConfigValues(config, configSource, problems);
  // Files cannot be read with plugins that are not plugins.
  if (!checkPluginLists(config, configSource, problems)) throw new ContentErrors(problems.errors);
  const docsVersions = await loadDocsVersions(resolved.docs, config.docs ?? [], {
    siteDir,
    source: configSource,
    problems,
  });
  const docsUnits = docsVersions.map((entry) => entry.docs);
  // A sidebar of a shape Kran cannot read is reported with the content's problems, and not resolved.
  const sidebarSources = await Promise.all(
    docsUnits.map((docs) =>
      loadSidebarsSource(docs, {
        siteDir,
        configSource,
        readText: (file) => (existsSync(file) ? cache.readText(file) : undefined),
        ...(options.importTypeScript ? { importTypeScript: options.importTypeScript } : {}),
        problems,
      }),
    ),
  );
  const sidebarItems = sidebarSources.map(
    (loaded) => loaded && normalizeSidebars(loaded.sidebars, loaded.source, problems),
  );
  const sources = await readSources(siteDir, resolved, docsUnits, (file) => cache.readText(file));
  // Problems are stored with the cached result, so an unchanged broken file is reported on every build.
  let reported = problems;
  const memo = <T>(parts: string[], compute: (local: Problems) => T): T => {
    const entry = cache.memo(parts, () => {
      const local = new Problems();
      return { value: compute(local), local };
    });
    reported.errors.push(...entry.local.errors);
    reported.warnings.push(...entry.local.warnings);
    return entry.value;
  };

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
  const postJobs = resolved.blogs.map((blog, index) =>
    sources.blogs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'post', file, blog, authorsMap: authorsMaps[index]! }, 'blogs', index),
    ),
  );
  const docJobs = docsVersions.map(({ docs: { id, routeBasePath, versionPath }, instanceIndex }, index) => {
    const docs = { id, routeBasePath, versionPath };
    return sources.docs[index]!.files.map((file): LoadJob =>
      withPlugins({ kind: 'doc', file, docs }, 'docs', instanceIndex),
    );
  });
  const pageJobs = sources.pages.map((file): LoadJob => withPlugins({ kind: 'page', file }, 'pages', 0));
  const jobKeys = new Map([...postJobs.flat(), ...docJobs.flat(), ...pageJobs].map((job) => [job, keyOf(job)]));
  const missing = [...jobKeys].filter(([, key]) => !cache.has(key));
  const loaded = await loadInPool(
    missing.map(([job]) => job),
    { config, ...(options.configModule ? { configModule: options.configModule } : {}) },
  );
  missing.forEach(([, key], index) => cache.set(key, loaded[index]));
  const findPlugins = remarkPluginsFinder(config);
  const load = <T>(job: LoadJob, key = jobKeys.get(job)!) =>
    memo(key, (local) => loadSource(job, local, findPlugins(job.plugins))) as T | undefined;

  const blogs = resolved.blogs.map((blog, index) => ({
    blog,
    posts: sortPosts(postJobs[index]!.flatMap((job) => load<LoadedPost>(job) ?? [])),
  }));
  const docs = docsUnits.map((instance, index) => ({
    instance,
    docs: docJobs[index]!.flatMap((job) => load<LoadedDoc>(job) ?? []),
  }));
  const pages = pageJobs.flatMap((job) => load<LoadedPage>(job) ?? []);

  const permalinks = new Map<string, string>();
  for (const { posts } of blogs) for (const post of posts) permalinks.set(post.file, post.permalink);
  for (const { docs: loaded } of docs) for (const doc of loaded) permalinks.set(doc.file, doc.permalink);
  for (const page of pages) permalinks.set(page.file, page.permalink);
  const permalinksKey = hashOf([...permalinks].flat());
  const siteRoot = path.resolve(siteDir);
  const staticRoot = path.resolve(siteDir, resolved.staticDir);
  const renderSettingsKey = JSON.stringify([
    siteRoot,
    staticRoot,
    resolved.onBrokenMarkdownLinks,
    resolved.site.onBrokenLinks,
    resolved.isHtmlTrusted,
    resolved.site.locale.code,
    resolved.linkLanguages,
    texts.footnotes,
    texts.footnoteBack,
  ]);
  const localFiles = assetFiles(cache, siteRoot);
  const partials = createPartialLoader(siteRoot, (file) => cache.readText(file));
  const postsByBlog = new Map(blogs.map(({ blog, posts }) => [blog.id, posts]));
  const latestPosts = (blogId: string, count: number) =>
    postsByBlog
      .get(blogId)
      ?.slice(0, count)
      .map((post) => ({ title: post.title, permalink: post.permalink, date: post.date }));
  // Pages that list the newest posts must be rendered again when those change.
  const latestKey = hashOf(
    blogs.flatMap(({ posts }) => posts.map((post) => `${post.permalink}${post.title}${post.date}`)),
  );

  const assets = new Map<string, StaticAsset>();
  const siteComponents = new Set<string>();
  const linksBySource = new Map<string, ContentLink[]>();
  const render = (
    item: { file: string; parsed: ParsedMarkdown; tocLevels?: { min?: number; max?: number } },
    rehype: ReturnType<typeof plugins.rehype>,
  ): RenderedContent => {
    const levels: TocLevels = {
      min: item.tocLevels?.min ?? resolved.site.tableOfContents.minHeadingLevel,
      max: item.tocLevels?.max ?? resolved.site.tableOfContents.maxHeadingLevel,
    };
    const key = [
      'render',
      item.file,
      cache.identity(item.parsed),
      rehype.identity,
      permalinksKey,
      renderSettingsKey,
      item.parsed.usesLatestPosts ? latestKey : '',
      JSON.stringify(levels),
      ...localFiles.keyOf(item),
      partials.keyOf(item),
    ];
    const rendered = memo(key, (local) =>
      renderContent(
        item.parsed,
        {
          file: item.file,
          siteDir: siteRoot,
          permalinks,
          staticRoot,
          onBrokenMarkdownLinks: resolved.onBrokenMarkdownLinks,
          onBrokenLinks: resolved.site.onBrokenLinks,
          problems: local,
          assetPathOf: localFiles.pathOf,
          isFile: localFiles.isFile,
          latestPosts,
          isHtmlTrusted: resolved.isHtmlTrusted,
          locale: resolved.site.locale.code,
          footnoteTexts: texts,
          linkLanguages: resolved.linkLanguages,
          loadPartial: partials.load,
        },
        levels,
        rehype.entries,
      ),
    );
    for (const asset of rendered.assets) assets.set(asset.to, asset);
    for (const module of rendered.siteComponents ?? []) siteComponents.add(module);
    linksBySource.set(item.file, rendered.links);
    return rendered;
  };
  const reuse: Reuse = {
    memo: (parts, make) => memo(['route', ...parts], make),
    identity: (value) => cache.identity(value),
  };

  const routes: Route[] = [];
  const feeds: BlogFeed[] = [];
  for (const [index, { blog, posts }] of blogs.entries()) {
    const rehype = plugins.rehype('blogs', index);
    const created = createBlogRoutes(blog, posts, (post: LoadedPost) => render(post, rehype), reuse);
    routes.push(...created.routes);
    feeds.push(created.feed);
  }
  const { targets: docsTargets, routes: docsRoutes } = createAllDocsRoutes(docs, {
    resolveSidebarsOf: (index) => {
      const items = sidebarItems[index];
      const instance = docsUnits[index]!;
      return items
        ? resolveSidebars(items, {
            docs: docs[index]!.docs,
            categories: readCategoryMetadata(sources.docs[index]!.categoryFiles, problems),
            source: sidebarSources[index]!.source,
            problems,
            basePath: joinPath(instance.routeBasePath, instance.versionPath),
          })
        : undefined;
    },
    writtenSidebarIds: (index) => {
      const written = sidebarSources[index]?.sidebars;
      return Object.keys(sidebarItems[index] ?? (typeof written === 'object' && written !== null ? written : {}));
    },
    render: (doc, index) => render(doc, plugins.rehype('docs', docsVersions[index]!.instanceIndex)),
    problems,
    reuse,
  });
  routes.push(...docsRoutes);
  for (const problem of options.configPart?.check?.(config, Object.fromEntries(docsTargets)) ?? [])
    problems.error(problem.message, locate(configSource, problem.at), problem.hint);
  const pagesRehype = plugins.rehype('pages', 0);
  const pageRouteOf = (page: LoadedPage) => {
    const rendered = render(page, pagesRehype);
    return reuse.memo(
      ['page', cache.identity(page), cache.identity(rendered.content), resolved.site.title, resolved.site.tagline],
      () => pageRoute(page, rendered, resolved),
    );
  };
  for (const page of pages) routes.push(pageRouteOf(page));
  routes.push(...reactPageRoutes(sources.pageModules, resolved.site));

  const slugLocations = new Map<string, SourceLocation>();
  for (const item of [...blogs.flatMap(({ posts }) => posts), ...docs.flatMap(({ docs: loaded }) => loaded)]) {
    if (item.slugLocation) slugLocations.set(item.file, item.slugLocation);
  }
  const unique = dropDuplicateRoutes(routes, { resolved, slugLocations, configSource, problems });
  if (problems.errors.length > 0) throw new ContentErrors(problems.errors);
  cache.endBuild();

  /** The route of an edited post, doc or page, made with this build's knowledge while its place stays the same. */
  const remakeRoute = (absoluteFile: string): Route | undefined => {
    const file = path.relative(siteRoot, absoluteFile).split(path.sep).join('/');
    /** The file loaded with its text now, when it is one of `jobs`' files. */
    const loadEdited = <T>(jobs: readonly LoadJob[]): { loaded: T | undefined } | undefined => {
      const job = jobs.find((candidate) => candidate.file.file === file);
      if (!job) return undefined;
      const edited = { ...job, file: { ...job.file, source: cache.readText(absoluteFile) } };
      return { loaded: load<T>(edited, keyOf(edited)) };
    };
    const previousRoute = <K extends Route['kind']>(kind: K) =>
      unique.find((route): route is Extract<Route, { kind: K }> => route.kind === kind && route.source === file);
    const remake = (): Route | undefined => {
      for (const [index, { blog, posts }] of blogs.entries()) {
        const edited = loadEdited<LoadedPost>(postJobs[index]!);
        if (!edited) continue;
        const { loaded: post } = edited;
        const previous = posts.find((candidate) => candidate.file === file);
        const route = previousRoute('blogPost');
        if (!post || !previous || !route || !keepsPlaceOfPost(previous, post)) return undefined;
        const place = { sidebar: route.sidebar, newer: route.previous, older: route.next };
        return blogPostRoute(blog, post, render(post, plugins.rehype('blogs', index)), place, reuse);
      }
      for (const [index, { instance, docs: loadedDocs }] of docs.entries()) {
        const edited = loadEdited<LoadedDoc>(docJobs[index]!);
        if (!edited) continue;
        const { loaded: doc } = edited;
        const previous = loadedDocs.find((candidate) => candidate.file === file);
        const route = previousRoute('doc');
        if (!doc || !previous || !route || !keepsPlaceOfDoc(previous, doc)) return undefined;
        const rehype = plugins.rehype('docs', docsVersions[index]!.instanceIndex);
        return docRoute(instance, doc, render(doc, rehype), placeOf(route), reuse);
      }
      const page = loadEdited<LoadedPage>(pageJobs)?.loaded;
      const previous = pages.find((candidate) => candidate.file === file);
      return page && previous?.permalink === page.permalink ? pageRouteOf(page) : undefined;
    };
    const local = new Problems();
    reported = local;
    try {
      const made = remake();
      return local.errors.length > 0 ? undefined : made;
    } catch {
      // A file gone since: only a complete build can tell what follows.
      return undefined;
    } finally {
      reported = problems;
    }
  };
  options.quickRoutes?.learn(remakeRoute);

  return {
    site: {
      ...resolved.site,
      docPaths: Object.fromEntries([...docsTargets].map(([id, targets]) => [id, targets.docPaths])),
      docSidebarPaths: Object.fromEntries([...docsTargets].map(([id, targets]) => [id, targets.sidebarPaths])),
      docSidebars: Object.fromEntries([...docsTargets].map(([id, targets]) => [id, targets.docSidebars])),
      docVersions: Object.fromEntries([...docsTargets].map(([id, targets]) => [id, [...targets.versions]])),
    },
    routes: unique.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    feeds,
    ...(existsSync(staticRoot) ? { staticDir: staticRoot } : {}),
    assets: [...assets.values()].sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0)),
    ...(siteComponents.size > 0 ? { siteComponents: [...siteComponents].sort() } : {}),
    sourceLinks: [...linksBySource].map(([file, links]) => ({ file, links })),
    warnings: problems.warnings,
  };
}

async function readSources(
  siteDir: string,
  resolved: ResolvedConfig,
  docsUnits: readonly ResolvedDocsConfig[],
  read: ReadText,
) {
  const [blogs, docs, pages] = await Promise.all([
    Promise.all(
      resolved.blogs.map(async (blog) => ({
        files: (await collectMarkdownFiles(siteDir, blog.path, read)) as SourceFile[],
        authorsSource: await readOptionalFile(siteDir, blog.authorsFile),
      })),
    ),
    Promise.all(
      docsUnits.map(async (docs) => ({
        files: await collectMarkdownFiles(siteDir, docs.path, read),
        categoryFiles: collectCategoryFiles(siteDir, docs.path, read),
      })),
    ),
    resolved.pagesPath ? collectMarkdownFiles(siteDir, resolved.pagesPath, read) : Promise.resolve([]),
  ]);
  const pageModules = resolved.pagesPath ? collectPageModules(siteDir, resolved.pagesPath) : [];
  return { blogs, docs, pages, pageModules };
}

function pageRoute(page: LoadedPage, rendered: RenderedContent, resolved: ResolvedConfig): PageRoute {
  return {
    kind: 'page',
    path: page.permalink,
    source: page.file,
    title: page.title ?? resolved.site.title,
    description: page.description || resolved.site.tagline,
    content: rendered.content,
    toc: rendered.toc,
    ...(rendered.headTags ? { headTags: rendered.headTags } : {}),
    ...(page.heading === undefined ? {} : { heading: page.heading }),
    ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
  };
}

/**
 * Keeps the first route of each path and reports the others, at the front matter `slug` that made the
 * route when there is one, else at the file's start (or, for generated pages, at the base path in the config).
 */
function dropDuplicateRoutes(
  routes: Route[],
  context: {
    resolved: ResolvedConfig;
    slugLocations: Map<string, SourceLocation>;
    configSource: ConfigSource;
    problems: Problems;
  },
): Route[] {
  const { resolved, slugLocations, configSource, problems } = context;
  const byPath = new Map<string, Route>();
  for (const route of routes) {
    const first = byPath.get(route.path);
    if (!first) {
      byPath.set(route.path, route);
      continue;
    }
    if (resolved.onDuplicateRoutes === 'ignore') continue;
    const report = resolved.onDuplicateRoutes === 'throw' ? problems.error : problems.warn;
    const source = route.source ?? first.source;
    const location = source
      ? (slugLocations.get(source) ?? { file: source, line: 1, column: 1 })
      : configSource.locateValue(route.path.split('/').filter(Boolean)[0] ?? '/', {
          key: 'routeBasePath',
          occurrence: 1,
        });
    report.call(
      problems,
      `The route ${route.path} is claimed by ${first.source ?? 'a generated page'} and by ${route.source ?? 'a generated page'}; only the first is built.`,
      location,
      'Give one of them another slug or file name.',
    );
  }
  return [...byPath.values()];
}

function locate(source: ConfigSource, { path, key, after, value }: ConfigPlace): SourceLocation {
  const atPath = path && source.locatePath(path, { isValue: value !== undefined });
  if (atPath) return atPath;
  return value === undefined
    ? source.locateKey(key, after === undefined ? {} : { after })
    : source.locateValue(value, { key, ...(after === undefined ? {} : { after }) });
}
