import type { ContentLink, RouteManifest } from '@kran/content-core';

/** A link of a markdown file that a page shows. */
export interface ShownLink extends ContentLink {
  file: string;
}

/**
 * Which markdown links each page shows: a page's own file's, and on blog list and tag pages those of the posts
 * listed. What the link check reads to report a broken link where it is written.
 */
export class LinkSources {
  private readonly linksOfFile: Map<string, ContentLink[]>;
  private readonly filesOfPage = new Map<string, string[]>();
  /** The module of each React page, the origin of the links it shows. */
  readonly reactPageFiles = new Map<string, string>();

  constructor(manifest: Pick<RouteManifest, 'routes' | 'sourceLinks'>) {
    this.linksOfFile = new Map(manifest.sourceLinks.map(({ file, links }) => [file, links]));
    const fileOfPost = new Map<string, string>();
    for (const route of manifest.routes)
      if (route.kind === 'blogPost' && route.source) fileOfPost.set(route.path, route.source);
    for (const route of manifest.routes) {
      if (route.kind === 'reactPage') this.reactPageFiles.set(route.path, route.source);
      const listed = 'posts' in route ? route.posts.flatMap((post) => fileOfPost.get(post.permalink) ?? []) : [];
      this.filesOfPage.set(route.path, [...(route.source ? [route.source] : []), ...listed]);
    }
  }

  /** The markdown links the page shows, each with its file. */
  linksShownOn(page: string): ShownLink[] {
    return (this.filesOfPage.get(page) ?? []).flatMap((file) =>
      (this.linksOfFile.get(file) ?? []).map((link) => ({ ...link, file })),
    );
  }
}
