import type { ContentWarning } from './errors/errors.js';
import type { DocsVersionSummary, Route, SiteLocale } from '@kran/contract';

// The routes and their parts are the contract between content-core, the theme and ssg-cli, defined once there.
export type * from '@kran/contract/types';

/** What every page needs to know of the site. */
export interface SiteMetadata {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** The site's social card (SiteConfig.image), for pages without an `image` of their own. */
  image?: string;
  /** What the config adds to every page's head: its `stylesheets`, `scripts` and `headTags`, in that order. */
  headTags?: SiteHeadTag[];
  /** The locale this build writes the site in. */
  locale: SiteLocale;
  /** Every locale the site is written in, in the config's order, the built one among them; one for a one-language site. */
  locales: SiteLocale[];
  /** The code of the locale whose pages live at the site's root (`x-default` among the alternates). */
  defaultLocale: string;
  trailingSlash: boolean;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'log' | 'ignore';
  baseUrlIssueBanner: boolean;
  /** The config's `customFields`, for React pages. */
  customFields?: Record<string, unknown>;
  /** Between a page's title and the site's in `<title>`; absent for Docusaurus's default, `|`. */
  titleDelimiter?: string;
  /** Paths of the docs' doc ids in their last version, per docs instance, for navbar items that point at a doc. */
  docPaths: Record<string, Record<string, string>>;
  /** Path of each sidebar's first doc, per docs instance, for navbar items that point at a sidebar. */
  docSidebarPaths: Record<string, Record<string, string>>;
  /** The sidebar of each doc in one, by doc id, per docs instance, so a navbar doc item is current in its sidebar. */
  docSidebars: Record<string, Record<string, string>>;
  /** The built versions of each docs instance, newest first, for the navbar's version items. */
  docVersions: Record<string, DocsVersionSummary[]>;
}

/** A tag the config adds to every page's head. */
export interface SiteHeadTag {
  tagName: string;
  /** `true` writes the attribute without a value (`async`). */
  attributes: Record<string, string | true>;
  innerHTML?: string;
}

export interface BlogFeed {
  blogId: string;
  /** `/blogs`. */
  basePath: string;
  title: string;
  description: string;
  /** Permalinks of the feed's posts, newest first. */
  posts: string[];
}

/** A file next to the content that a page links to, which ssg-cli copies into the output. */
export interface StaticAsset {
  /** Absolute path on disk. */
  from: string;
  /** Output path relative to the output root, with a content hash: `assets/images/diagram-3f2a9c1b0d.svg`. */
  to: string;
}

/** An internal link or image of a markdown file's content, where the file writes it. */
export interface ContentLink {
  /** As the content has it, before the base URL is added and relative links are resolved: `/docs/x#linux`. */
  href: string;
  line: number;
  column: number;
}

/** The internal links of one markdown file. */
export interface SourceLinks {
  /** The markdown file, relative to the site root. */
  file: string;
  links: ContentLink[];
}

export interface RouteManifest {
  site: SiteMetadata;
  routes: Route[];
  /**
   * By route path, the content file a post, doc or page stands for in every locale: its plugin instance and path in
   * the content folder (`docs/default/current/intro.md`), the same for a translated file and the file it translates.
   * Not part of any page's data.
   */
  sourceKeys?: Record<string, string>;
  feeds: BlogFeed[];
  /** Folder copied as a whole to the output root, when it exists. */
  staticDir?: string;
  /** Files next to the content that pages link to, sorted by `to`. */
  assets: StaticAsset[];
  /**
   * The internal links of each markdown file with their lines and columns, so that the link check can report a
   * broken link where it is written instead of on every page that shows it. Not part of any page's data.
   */
  sourceLinks: SourceLinks[];
  /**
   * The components that MDX content shows, sorted: the site's own by their file, relative to the site's folder, and
   * those of npm packages installed for the site as `npm:` and the import (`npm:react-lite-youtube-embed`).
   */
  siteComponents?: string[];
  /**
   * The stylesheets MDX content imports (`import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';`), sorted:
   * files relative to the site's folder, or `npm:` and a package's file. The site's bundle links them on every page.
   */
  stylesheets?: string[];
  /**
   * The class names the pages' content carries, sorted: the theme may style some of them only where they are used
   * (Infima's `row`, `col--6`, `alert--info` in a migrated site's markdown).
   */
  contentClassNames?: string[];
  warnings: ContentWarning[];
}
