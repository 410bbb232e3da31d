import type { HastContent, MarkdownContent } from './markdown-content.js';
import type { LastUpdate, PageLink, RouteBase, Tag, TagWithCount, TocItem } from './page-parts.js';

export interface DocSidebarLink {
  type: 'link';
  label: string;
  href: string;
  isExternal: boolean;
  /** Doc id, for items that point at a doc and take part in its previous/next links (not `ref` items). */
  docId?: string;
  className?: string;
  /** `customProps` of the item, or `sidebar_custom_props` of its doc. */
  customProps?: Record<string, unknown>;
}

export interface DocSidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  /** False: the category always shows its items and has no toggle. */
  collapsible: boolean;
  items: DocSidebarItem[];
  /** Where the label links to: a doc of the category, or its generated index page. */
  href?: string;
  /** The doc the label links to. */
  docId?: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Markup placed in the sidebar as written; `defaultStyle` gives it the spacing of the other items. */
export interface DocSidebarHtml {
  type: 'html';
  value: string;
  defaultStyle: boolean;
  className?: string;
}

export type DocSidebarItem = DocSidebarLink | DocSidebarCategory | DocSidebarHtml;

export interface DocSidebar {
  id: string;
  items: DocSidebarItem[];
}

/** The docs version a doc belongs to; `banner` asks the theme to point readers at the latest version. */
export interface DocVersionInfo {
  name: string;
  label: string;
  isLatest: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether each doc shows a badge with the version's label. */
  badge: boolean;
  /**
   * Path of the same doc in the latest version (or of the latest version's main doc when it lacks the doc), for the
   * version banner; absent on pages of the latest version.
   */
  latestPath?: string;
  /** With several versions: the path of the same doc in each version that has it, by version name. */
  alternatePaths?: Record<string, string>;
}

/** A built version of a docs instance, as the navbar's version dropdown lists it. */
export interface DocsVersionSummary {
  name: string;
  label: string;
  /** Whether it is the last version (`lastVersion`), served at the docs root. */
  isLatest: boolean;
  /** Path of the doc the version opens with: the doc at its root, else the first doc of its first sidebar. */
  mainDocPath: string;
}

export interface DocRoute<Content extends MarkdownContent = HastContent> extends RouteBase {
  kind: 'doc';
  /** Id of the docs instance the doc belongs to, the key of its stored preferred version. */
  docsId: string;
  docId: string;
  heading: string;
  content: Content;
  toc: TocItem[];
  sidebar?: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
  editUrl?: string;
  version: DocVersionInfo;
  lastUpdate?: LastUpdate;
  /** The doc's `tags`, shown below it; absent when it has none. */
  tags?: Tag[];
  /** The docs' `breadcrumbs: false`: the page shows no breadcrumbs above the doc. */
  hidesBreadcrumbs?: true;
  /**
   * The items of the sidebar category whose page this doc is, as cards, for the content's `<DocCardList />`; only
   * when the content shows one.
   */
  categoryCards?: DocCategoryCard[];
}

/** The page of all tags of a docs version (`/docs/tags`), as Docusaurus 3 makes it when its docs have tags. */
export interface DocTagsRoute extends RouteBase {
  kind: 'docTags';
  docsId: string;
  /** Sorted by label. */
  tags: TagWithCount[];
  version: DocVersionInfo;
}

/** A doc listed on a tag's page: its title, description and permalink. */
export interface DocTagDocsItem {
  title: string;
  description: string;
  permalink: string;
}

/** The page of one tag of a docs version (`/docs/tags/<tag>`): the docs with that tag, by title. */
export interface DocTagDocsRoute extends RouteBase {
  kind: 'docTagDocs';
  docsId: string;
  tag: TagWithCount;
  allTagsPath: string;
  docs: DocTagDocsItem[];
  version: DocVersionInfo;
}

/** An entry of a category's generated index page: a doc, link or category of the category. */
export interface DocCategoryCard {
  kind: 'doc' | 'link' | 'category';
  label: string;
  href: string;
  /** The doc's description; absent for links and categories. */
  description?: string;
  /** The number of items of a category. */
  itemCount?: number;
  isExternal: boolean;
}

/** The page a category with `link: { type: 'generated-index' }` links to: its items as cards. */
export interface DocCategoryIndexRoute extends RouteBase {
  kind: 'docCategoryIndex';
  docsId: string;
  /** The generated index's own description; absent when none is configured. */
  indexDescription?: string;
  cards: DocCategoryCard[];
  sidebar: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
  version: DocVersionInfo;
}
