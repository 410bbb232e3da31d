import { dottedPath } from './migration-notes.js';
import type { TranslateContext } from './translate-context.js';
import { noteUnknownKey } from './translate-value.js';

type Options = Readonly<Record<string, unknown>>;

/**
 * The blog settings of Docusaurus 3.5's `themeConfig.blog` (`sidebar.groupByYear`), which Kran sets on each blog:
 * `sidebarGroupByYear`. Other keys are notes.
 */
export function blogThemeSettings(blogTheme: unknown, context: TranslateContext): Record<string, unknown> {
  const path = ['themeConfig', 'blog'];
  if (blogTheme === undefined || typeof blogTheme !== 'object' || blogTheme === null) return {};
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(blogTheme as Options)) {
    if (key !== 'sidebar' || typeof value !== 'object' || value === null) {
      noteUnknownKey([...path, key], undefined, context);
      continue;
    }
    for (const [sidebarKey, sidebarValue] of Object.entries(value as Options)) {
      const sidebarPath = [...path, 'sidebar', sidebarKey];
      if (sidebarKey === 'groupByYear' && typeof sidebarValue === 'boolean') settings.sidebarGroupByYear = sidebarValue;
      else noteUnknownKey(sidebarPath, undefined, context);
    }
  }
  return settings;
}

/** Each blog of site.config.ts with the theme's blog settings; a note when the site has no blog to take them. */
export function withBlogThemeSettings(
  blogs: Record<string, unknown>[],
  settings: Record<string, unknown>,
  context: TranslateContext,
): Record<string, unknown>[] {
  if (Object.keys(settings).length === 0) return blogs;
  if (blogs.length === 0)
    context.notes.notNeeded(['themeConfig', 'blog'], `${dottedPath(['themeConfig', 'blog'])}: the site has no blog.`);
  return blogs.map((blog) => ({ ...blog, ...settings }));
}
