import type { RenderedContent } from '../markdown/render/render-content.js';
import type { ContentLink, RouteManifest, StaticAsset } from '../types.js';

/**
 * What the renders of a build found beside the pages' content, in the order they were made: the files next to the
 * content to copy, the site's components the content shows, the class names in it, and each file's links for the
 * link check.
 */
export class RenderedOutputs {
  private readonly assets = new Map<string, StaticAsset>();
  private readonly siteComponents = new Set<string>();
  private readonly stylesheets = new Set<string>();
  private readonly classNames = new Set<string>();
  private readonly linksBySource = new Map<string, ContentLink[]>();

  add(file: string, rendered: RenderedContent): void {
    for (const asset of rendered.assets) this.assets.set(asset.to, asset);
    for (const module of rendered.siteComponents ?? []) this.siteComponents.add(module);
    for (const stylesheet of rendered.stylesheets ?? []) this.stylesheets.add(stylesheet);
    for (const name of rendered.classNames ?? []) this.classNames.add(name);
    this.linksBySource.set(file, rendered.links);
  }

  /** The manifest's lists of them, sorted where their order is not the files'. */
  toManifest(): Pick<RouteManifest, 'assets' | 'siteComponents' | 'stylesheets' | 'contentClassNames' | 'sourceLinks'> {
    return {
      assets: [...this.assets.values()].sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0)),
      ...(this.siteComponents.size > 0 ? { siteComponents: [...this.siteComponents].sort() } : {}),
      ...(this.stylesheets.size > 0 ? { stylesheets: [...this.stylesheets].sort() } : {}),
      ...(this.classNames.size > 0 ? { contentClassNames: [...this.classNames].sort() } : {}),
      sourceLinks: [...this.linksBySource].map(([file, links]) => ({ file, links })),
    };
  }
}
