import path from 'node:path';
import { hashOf, type ContentCache } from '../cache/cache.js';
import { translatedFolders } from '../config/translated-folders.js';
import { createPartialLoader } from '../markdown/parse/partial-loader.js';
import type { ContentRenderContext, TocLevels } from '../markdown/render/render-content.js';
import { assetFiles } from './asset-files.js';
import type { CheckedSite } from './check-site-config.js';
import type { LoadedContent } from './load-content.js';

/** What rendering any one file depends on beside the file itself: the site's settings and the other files' routes. */
export interface RenderInputs {
  siteRoot: string;
  staticRoot: string;
  /** The context of every file's render, but for the file and where its problems go. */
  context: Omit<ContentRenderContext, 'file' | 'problems'>;
  /** The table of contents' heading levels where a file's front matter names none. */
  tocLevels: TocLevels;
  /** Cache key parts: every file's permalink, the render settings, the newest posts (for pages listing them). */
  keys: { permalinks: string; settings: string; latestPosts: string };
  localFiles: ReturnType<typeof assetFiles>;
  partials: ReturnType<typeof createPartialLoader>;
}

/** Gathers what every file's render reads: the permalinks of all loaded files, the newest posts, the settings. */
export function renderInputsOf(
  siteDir: string,
  site: CheckedSite,
  content: LoadedContent,
  cache: ContentCache,
): RenderInputs {
  const { resolved, texts } = site;
  const siteRoot = path.resolve(siteDir);
  const permalinks = new Map<string, string>();
  const contentFolders = new Map<string, string>();
  // A translated file links to the files beside it in its translations folder, where the untranslated ones are not:
  // each file's route is known under its place in both folders.
  const add = (item: { file: string; permalink: string }, contentFolder: string, translatedFolder: string) => {
    const folder = sitePathOfFolder(siteRoot, contentFolder);
    const isTranslated = item.file.startsWith(`${translatedFolder}/`);
    const inFolder = item.file.slice((isTranslated ? translatedFolder : folder).length + 1);
    permalinks.set(item.file, item.permalink);
    permalinks.set(isTranslated ? `${folder}/${inFolder}` : `${translatedFolder}/${inFolder}`, item.permalink);
    contentFolders.set(item.file, isTranslated ? translatedFolder : folder);
  };
  const { translationsDir } = resolved;
  for (const { blog, posts } of content.blogs)
    for (const post of posts) add(post, blog.path, translatedFolders.blog(translationsDir, blog.id));
  for (const { instance, docs } of content.docs)
    for (const doc of docs)
      add(doc, instance.path, translatedFolders.docs(translationsDir, instance.id, instance.version.name));
  for (const page of content.pages) add(page, resolved.pagesPath ?? '.', translatedFolders.pages(translationsDir));
  const staticRoot = path.resolve(siteDir, resolved.staticDir);
  const localFiles = assetFiles(cache, siteRoot);
  const partials = createPartialLoader(
    siteRoot,
    [...new Set(contentFolders.values())].map((folder) => path.resolve(siteRoot, folder)),
    (file) => cache.readText(file),
    resolved.mdx,
  );
  const postsByBlog = new Map(content.blogs.map(({ blog, posts }) => [blog.id, posts]));
  return {
    siteRoot,
    staticRoot,
    context: {
      siteDir: siteRoot,
      permalinks,
      contentFolderOf: (file) => contentFolders.get(file),
      staticRoot,
      onBrokenMarkdownLinks: resolved.onBrokenMarkdownLinks,
      onBrokenLinks: resolved.site.onBrokenLinks,
      assetPathOf: localFiles.pathOf,
      isFile: localFiles.isFile,
      latestPosts: (blogId, count) =>
        postsByBlog
          .get(blogId)
          ?.slice(0, count)
          .map((post) => ({ title: post.title, permalink: post.permalink, date: post.date })),
      isHtmlTrusted: resolved.isHtmlTrusted,
      locale: resolved.site.locale.code,
      footnoteTexts: texts,
      linkLanguages: resolved.linkLanguages,
      loadPartial: (file, props) => partials.load(file, undefined, props),
    },
    tocLevels: {
      min: resolved.site.tableOfContents.minHeadingLevel,
      max: resolved.site.tableOfContents.maxHeadingLevel,
    },
    keys: {
      permalinks: hashOf([...permalinks, ...contentFolders].flat()),
      settings: JSON.stringify([
        siteRoot,
        staticRoot,
        resolved.onBrokenMarkdownLinks,
        resolved.site.onBrokenLinks,
        resolved.isHtmlTrusted,
        resolved.site.locale.code,
        resolved.linkLanguages,
        texts.footnotes,
        texts.footnoteBack,
        resolved.docusaurusVersion,
      ]),
      // Pages that list the newest posts must be rendered again when those change.
      latestPosts: hashOf(
        content.blogs.flatMap(({ posts }) => posts.map((post) => `${post.permalink}${post.title}${post.date}`)),
      ),
    },
    localFiles,
    partials,
  };
}

/** A content folder of the config (`docs`, `../docs`, `versioned_docs/version-1.0/`) relative to the site root. */
function sitePathOfFolder(siteRoot: string, folder: string): string {
  return path.relative(siteRoot, path.resolve(siteRoot, folder)).split(path.sep).join('/') || '.';
}
