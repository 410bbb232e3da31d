import type { ContentTexts } from '@kran/content-core';
import type { Messages } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { KranConfig } from '../config/load-config.js';

/** The words content-core writes into pages, taken from a message table. */
export function contentTextsOf(messages: Messages): ContentTexts {
  return {
    blogTitle: messages['blog.title'],
    blogSidebarTitle: messages['blog.sidebarTitle'],
    blogTagsTitle: messages['blogTags.title'],
    blogAuthorsTitle: messages['blogAuthors.title'],
    blogArchiveTitle: messages['blogArchive.title'],
    blogArchiveDescription: messages['blogArchive.description'],
    footnotes: messages['footnotes.label'],
    footnoteBack: messages['footnotes.backLabel'],
    docsCurrentVersion: messages['docs.currentVersion'],
  };
}

/**
 * content-core's texts for the site's locale: the site's theme's table of the locale with the site's
 * `theme.messages` applied, as the theme's own components read it.
 */
export function siteContentTexts(config: KranConfig, theme: ThemeDefinition): (locale: string) => ContentTexts {
  return (locale) => contentTextsOf(theme.resolveMessages(locale, config.theme?.messages ?? {}));
}
