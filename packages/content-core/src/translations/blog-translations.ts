import type { ResolvedBlogConfig } from '../config/resolve-config.js';
import type { Problems } from '../errors/problems.js';
import { blogTranslationFile } from './plugin-translation-files.js';
import { readTranslatableTexts } from './read-translation-file.js';
import type { TranslatableTexts } from './translatable-texts.js';

/** Each blog's texts, from its `options.json`, in the order of `blogs`. */
export async function readBlogTranslations(
  blogs: readonly ResolvedBlogConfig[],
  context: { siteDir: string; translationsDir: string; problems: Problems },
): Promise<TranslatableTexts[]> {
  return Promise.all(
    blogs.map((blog) => readTranslatableTexts(blogTranslationFile(context.translationsDir, blog.id), context)),
  );
}

/**
 * The blog with its title, description and sidebar title translated, as Docusaurus's `options.json` keys them
 * (`title`, `description`, `sidebar.title`). `defaultSidebarTitle` is the theme's word for a blog whose config
 * names none; it stays the theme's unless the file translates it.
 */
export function translateBlog(
  blog: ResolvedBlogConfig,
  texts: TranslatableTexts,
  defaultSidebarTitle: string,
): ResolvedBlogConfig {
  const title = texts.text('title', blog.title, 'The title for the blog used in SEO');
  const description = texts.text('description', blog.description, 'The description for the blog used in SEO');
  const untranslatedSidebarTitle = blog.sidebarTitle ?? defaultSidebarTitle;
  const sidebarTitle = texts.text('sidebar.title', untranslatedSidebarTitle, 'The label for the left sidebar');
  const keepsDefault = blog.sidebarTitle === undefined && sidebarTitle === untranslatedSidebarTitle;
  return { ...blog, title, description, ...(keepsDefault ? {} : { sidebarTitle }) };
}
