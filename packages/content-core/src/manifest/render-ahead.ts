import type { SitePlugins } from '../markdown/plugins/site-plugins.js';
import type { ContentRenderers, InstancePlugins, RenderItem } from './content-renderer.js';
import type { LoadedContent } from './load-content.js';
import type { DocsSetup } from './read-docs-setup.js';

/**
 * Renders the files of every blog, docs version and the pages whose instance has markdown plugins into the cache,
 * waiting for those that work asynchronously, so that making the routes finds each render there. Files without
 * plugins are rendered when their routes are made, as before.
 */
export async function renderAhead(
  content: LoadedContent,
  setup: DocsSetup,
  context: { renderers: ContentRenderers; plugins: SitePlugins },
): Promise<void> {
  const { renderers, plugins } = context;
  const work: Promise<void>[] = [];
  const add = (items: readonly RenderItem[], instance: InstancePlugins) => {
    if (instance.entries.length === 0 && !instance.remark) return;
    for (const item of items) work.push(renderers.renderAhead(item, instance));
  };
  content.blogs.forEach(({ posts }, index) => add(posts, plugins.rehype('blogs', index)));
  content.docs.forEach(({ docs }, index) => add(docs, plugins.rehype('docs', setup.versions[index]!.instanceIndex)));
  add(content.pages, plugins.rehype('pages', 0));
  await Promise.all(work);
}
