/**
 * The words content-core writes into pages itself, in the site's language: ssg-cli takes them from the theme's
 * message table of the site's locale, so content-core needs no table of its own.
 */
export interface ContentTexts {
  /** Title and description of a blog whose config names neither. */
  blogTitle: string;
  /** Title of a blog's recent-posts sidebar whose config names none. */
  blogSidebarTitle: string;
  /** Title and description of a blog's page of all tags. */
  blogTagsTitle: string;
  /** Title and description of a blog's page of all authors. */
  blogAuthorsTitle: string;
  blogArchiveTitle: string;
  blogArchiveDescription: string;
  /** Heading of a page's footnotes (read by screen readers). */
  footnotes: string;
  /** Label of a footnote's link back to its reference; `{number}` is the footnote's number. */
  footnoteBack: string;
  /** Label of the docs' current version (the one in the docs folder) when the config gives none. */
  docsCurrentVersion: string;
}

/** Docusaurus's English wording, for a build that is given no texts (content-core's own tests, other tools). */
export const DOCUSAURUS_CONTENT_TEXTS: ContentTexts = {
  blogTitle: 'Blog',
  blogSidebarTitle: 'Recent posts',
  blogTagsTitle: 'Tags',
  blogAuthorsTitle: 'Authors',
  blogArchiveTitle: 'Archive',
  blogArchiveDescription: 'Archive',
  footnotes: 'Footnotes',
  footnoteBack: 'Back to reference {number}',
  docsCurrentVersion: 'Next',
};
