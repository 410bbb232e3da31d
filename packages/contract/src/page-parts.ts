/** A heading that the table of contents lists. */
export interface TocItem {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Path of the author's own page (`page` in the authors file), which the author's name links to. */
  page?: string;
  /**
   * Links to the author's profiles by platform, as Docusaurus 3 normalises `socials`: `{ github:
   * 'https://github.com/slorber', x: 'https://x.com/sebastienlorber' }`; other platforms keep their key.
   */
  socials?: Record<string, string>;
}

export interface Tag {
  label: string;
  /** Absolute site path of the tag's page: `/blogs/tags/open-source`. */
  permalink: string;
  /** A predefined tag's `description` from the tags file, shown on its page. */
  description?: string;
}

export interface TagWithCount extends Tag {
  count: number;
}

export interface PageLink {
  title: string;
  permalink: string;
}

/**
 * A tag for the page's head, written in MDX as `<head><meta name="robots" content="noindex" /></head>`: a `<meta>` or
 * `<link>`, or a `<title>`, whose text is the page's whole document title (as in Docusaurus).
 */
export type HeadTag =
  { tagName: 'meta' | 'link'; attributes: Record<string, string> } | { tagName: 'title'; text: string };

/** When a doc or page was last changed, from its front matter `last_update`. */
export interface LastUpdate {
  /** `YYYY-MM-DD`. */
  date?: string;
  author?: string;
}

/** What a page's front matter adds to its head besides its title and description, as Docusaurus writes them. */
export interface PageHeadFacts {
  /**
   * The page's social card (`og:image`, `twitter:image`) from its front matter `image`: an absolute URL, or a path
   * of the site (`/img/card.png`, or `img/card.png`), below its base URL. Pages without one show the site's `image`.
   */
  image?: string;
  /** Its front matter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
}

/** What every route has. */
export interface RouteBase extends PageHeadFacts {
  /** Absolute site path without trailing slash: `/blogs/page/2`; the home page is `/`. */
  path: string;
  /** Source file relative to the site root, when the route has one. */
  source?: string;
  title: string;
  description: string;
  /** Tags the content's MDX `<head>` adds to the page's head, as Docusaurus does. */
  headTags?: HeadTag[];
  /**
   * Of a site in several languages, the page's twin in each other locale where it is not the page at the same path,
   * by locale code: the path of the page made of the same content file, or `null` where that locale has no such page
   * (its locale dropdown entry leads to the locale's home). Absent when every locale has the page at the same path.
   */
  localeTwins?: LocaleTwins;
}

/** A page's twins in the site's other locales, by locale code: a path there, or `null` for none (RouteBase). */
export type LocaleTwins = Record<string, string | null>;
