import { ContentCache } from '../cache/cache.js';
import type { SiteConfig } from '../config/config.js';
import type { ConfigPart } from '../config-part.js';
import type { ContentTexts } from '../content-texts.js';
import { ContentErrors } from '../errors/errors.js';
import { Problems } from '../errors/problems.js';
import { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import type { ImportTypeScript } from '../sidebars/load-sidebars.js';
import type { RouteManifest } from '../types.js';
import { checkConfigPart } from './check-config-part.js';
import { checkSiteConfig } from './check-site-config.js';
import { contentRenderers } from './content-renderer.js';
import { dropDuplicateRoutes, slugLocationsOf } from './drop-duplicate-routes.js';
import { fileLoader, loadContent } from './load-content.js';
import { loadJobsOf } from './load-jobs.js';
import { makeBlogRoutes } from './make-blog-routes.js';
import { makeDocsRoutes } from './make-docs-routes.js';
import { manifestOf } from './manifest-of.js';
import { memoInto } from './memo.js';
import { makePageRoutes, pageRouteMaker } from './page-routes.js';
import type { QuickRoutes } from './quick-routes.js';
import { readDocsSetup } from './read-docs-setup.js';
import { blogEditUrls } from './blog-edit-urls.js';
import { checkUntruncatedPosts } from './check-untruncated-posts.js';
import { docsEditUrls } from './docs-edit-urls.js';
import { readSources } from './read-sources.js';
import { remakeRouteOf } from './remake-route.js';
import { sourceKeysOf } from './source-keys.js';
import { RenderedOutputs } from './rendered-outputs.js';
import { renderAhead } from './render-ahead.js';
import { renderInputsOf } from './render-inputs.js';
import { reuseThrough } from './route-context.js';
import { readBlogTranslations, translateBlog } from '../translations/blog-translations.js';
import type { TranslatableTexts } from '../translations/translatable-texts.js';

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
  /**
   * Given the translatable texts of the docs versions and blogs (each with its translation file) once the routes
   * are made: what `kran write-translations` writes.
   */
  onTranslatableTexts?: (texts: TranslatableTexts[]) => void;
}

/**
 * Reads a site's content and returns its route manifest. Every content problem is collected and
 * thrown together as ContentErrors, before anything could be rendered.
 */
export async function buildManifest(options: BuildManifestOptions): Promise<RouteManifest> {
  const { siteDir } = options;
  const cache = options.cache ?? new ContentCache();
  const problems = new Problems();
  const checked = await checkSiteConfig(options, problems);
  const blogTranslations = await readBlogTranslations(checked.resolved.blogs, {
    siteDir,
    translationsDir: checked.resolved.translationsDir,
    problems,
  });
  const translatedBlogs = checked.resolved.blogs.map((blog, index) =>
    translateBlog(blog, blogTranslations[index]!, checked.texts.blogSidebarTitle),
  );
  const site = { ...checked, resolved: { ...checked.resolved, blogs: translatedBlogs } };
  const docsSetup = await readDocsSetup(site, options, { cache, problems });
  const sources = await readSources(siteDir, site.resolved, docsSetup.units, (file) => cache.readText(file));
  const memo = memoInto(cache, problems);
  const jobs = loadJobsOf(site, docsSetup.versions, sources, memo);
  const findPlugins = remarkPluginsFinder(options.config);
  const load = fileLoader(memo, findPlugins);
  const content = await loadContent(jobs, docsSetup.units, site, { cache, load, ...configModuleOf(options) });
  const inputs = renderInputsOf(siteDir, site, content, cache);
  const outputs = new RenderedOutputs();
  const renderers = contentRenderers(inputs, { cache, memo, outputs, findPlugins });
  await renderAhead(content, docsSetup, { renderers, plugins: site.plugins });
  const routing = { render: renderers.render, plugins: site.plugins, reuse: reuseThrough(cache, memo) };
  checkUntruncatedPosts(content.blogs, options.config.blogs ?? [], problems);
  const blogEditUrlOf = blogEditUrls(site, problems);
  const blogs = makeBlogRoutes(content.blogs, { ...routing, ...(blogEditUrlOf ? { editUrlOf: blogEditUrlOf } : {}) });
  const editUrlOf = docsEditUrls(site, docsSetup.versions, problems);
  const docs = makeDocsRoutes(content.docs, docsSetup, sources, {
    ...routing,
    problems,
    tagsTitle: site.texts.blogTagsTitle,
    ...(editUrlOf ? { editUrlOf } : {}),
  });
  checkConfigPart(options.configPart, site, docs.targets, problems);
  options.onTranslatableTexts?.([...docsSetup.translations, ...blogTranslations]);
  const pageRouteOf = pageRouteMaker({ ...routing, cache, resolved: site.resolved });
  const pages = makePageRoutes(content.pages, sources.pageModules, { pageRouteOf, resolved: site.resolved });
  const routes = dropDuplicateRoutes([...blogs.routes, ...docs.routes, ...pages], {
    resolved: site.resolved,
    slugLocations: slugLocationsOf(content),
    configSource: site.configSource,
    problems,
  });
  if (problems.errors.length > 0) throw new ContentErrors(problems.errors);
  cache.endBuild();
  const docsVersions = docsSetup.versions;
  options.quickRoutes?.learn(remakeRouteOf({ site, cache, findPlugins, jobs, content, docsVersions, inputs, routes }));
  return manifestOf({
    site,
    docsTargets: docs.targets,
    routes,
    sourceKeys: sourceKeysOf(siteDir, site.resolved, docsSetup.units, routes),
    feeds: blogs.feeds,
    staticRoot: inputs.staticRoot,
    outputs,
    warnings: problems.warnings,
  });
}

function configModuleOf({ configModule }: BuildManifestOptions): { configModule?: string } {
  return configModule ? { configModule } : {};
}
