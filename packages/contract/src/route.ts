import type {
  BlogArchiveRoute,
  BlogAuthorPostsRoute,
  BlogAuthorsRoute,
  BlogListRoute,
  BlogPostRoute,
  BlogTagPostsRoute,
  BlogTagsRoute,
} from './blog-routes.js';
import type { DocCategoryIndexRoute, DocRoute, DocTagDocsRoute, DocTagsRoute } from './docs-routes.js';
import type { HastContent, MarkdownContent } from './markdown-content.js';
import type { LastUpdate, RouteBase, TocItem } from './page-parts.js';

export interface PageRoute<Content extends MarkdownContent = HastContent> extends RouteBase {
  kind: 'page';
  content: Content;
  toc: TocItem[];
  /** Text of the markdown's leading `# heading`, shown as the page heading. */
  heading?: string;
  lastUpdate?: LastUpdate;
}

/**
 * A page whose content is a React component: a `.js`, `.jsx`, `.ts` or `.tsx` file in the pages folder. Its title and
 * description are those its module exports, which ssg-cli reads; until then it has the site's tagline.
 */
export interface ReactPageRoute extends Omit<RouteBase, 'title'> {
  kind: 'reactPage';
  /** The page module, relative to the site root: `pages/spielwiese.tsx`; it names the component that renders it. */
  source: string;
  /** Absent: the document title is the site's title alone. */
  title?: string;
}

/** A route of the manifest: what content-core makes of a content file or a list of them. */
export type Route<Content extends MarkdownContent = HastContent> =
  | PageRoute<Content>
  | ReactPageRoute
  | DocRoute<Content>
  | DocCategoryIndexRoute
  | DocTagsRoute
  | DocTagDocsRoute
  | BlogPostRoute<Content>
  | BlogListRoute<Content>
  | BlogTagPostsRoute<Content>
  | BlogTagsRoute
  | BlogAuthorsRoute
  | BlogAuthorPostsRoute<Content>
  | BlogArchiveRoute;

export type RouteKind = Route['kind'];

/** The page ssg-cli writes for paths no route has. */
export interface NotFoundRoute {
  kind: 'notFound';
  path: string;
}

/** The theme's search results page; the query comes from the URL in the browser. */
export interface SearchRoute {
  kind: 'search';
  path: string;
}

/** The route part of a page's props: a manifest route (its content as hast or as HTML), or a page the build adds. */
export type RouteProps<Content extends MarkdownContent = MarkdownContent> =
  Route<Content> | NotFoundRoute | SearchRoute;

/** The kinds of page a theme renders: a manifest route's, or the not-found and search pages the build adds. */
export type PageKind = RouteProps['kind'];
