import type { ContentCache } from '../cache/cache.js';
import type { LocalImage } from '../front-matter/head-facts.js';
import { settledOrThrow } from '../errors/needs-waiting.js';
import { Problems } from '../errors/problems.js';
import type { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import { remarkHooksFor, type RemarkPlugins } from '../markdown/plugins/remark-plugins.js';
import type { SitePlugins } from '../markdown/plugins/site-plugins.js';
import type { StoredMarkdown } from '../markdown/parse/stored-markdown.js';
import type { PartialPlugins } from '../markdown/parse/partial-loader.js';
import { renderContent, type RenderedContent, type TocLevels } from '../markdown/render/render-content.js';
import type { Memo } from './memo.js';
import type { RenderedOutputs } from './rendered-outputs.js';
import type { RenderInputs } from './render-inputs.js';

/** A loaded post, doc or page, as rendering reads it. */
export interface RenderItem {
  file: string;
  parsed: StoredMarkdown;
  tocLevels?: { min?: number; max?: number };
  localImage?: LocalImage;
}

/** An instance's plugins as rendering uses them: its rehype plugins, and its remark plugins for the partials. */
export type InstancePlugins = ReturnType<SitePlugins['rehype']>;

/** Renders a loaded file with an instance's plugins. */
export type Renderer = (item: RenderItem, plugins: InstancePlugins) => RenderedContent;

export interface ContentRenderers {
  render: Renderer;
  /**
   * Renders into the cache what `render` will ask for, waiting for plugins that work asynchronously, which `render`
   * cannot do (it throws `NeedsWaiting` for a file whose render is not in the cache then).
   */
  renderAhead: (item: RenderItem, plugins: InstancePlugins) => Promise<void>;
}

/**
 * Renders through `memo`, keyed by all a render depends on (the parsed file, the plugins, every permalink, the
 * settings, the newest posts where the file lists them, the files it links to and its partials); what each render
 * found beside the content goes to `outputs`.
 */
export function contentRenderers(
  inputs: RenderInputs,
  context: {
    cache: ContentCache;
    memo: Memo;
    outputs: RenderedOutputs;
    findPlugins: ReturnType<typeof remarkPluginsFinder>;
  },
): ContentRenderers {
  const { cache, memo, outputs } = context;
  const partialPlugins = new WeakMap<RemarkPlugins, PartialPlugins>();
  const partialPluginsOf = (plugins: InstancePlugins): PartialPlugins => {
    const remark = context.findPlugins(plugins.remark);
    let found = partialPlugins.get(remark);
    if (!found) partialPlugins.set(remark, (found = { key: remark, hooksFor: (file) => remarkHooksFor(remark, file) }));
    return found;
  };
  const levelsOf = (item: RenderItem): TocLevels => ({
    min: item.tocLevels?.min ?? inputs.tocLevels.min,
    max: item.tocLevels?.max ?? inputs.tocLevels.max,
  });
  const keyOf = (item: RenderItem, plugins: InstancePlugins, partials: PartialPlugins) => [
    'render',
    item.file,
    cache.identity(item.parsed),
    plugins.identity,
    inputs.keys.permalinks,
    inputs.keys.settings,
    item.parsed.usesLatestPosts ? inputs.keys.latestPosts : '',
    JSON.stringify(levelsOf(item)),
    ...inputs.localFiles.keyOf(item),
    inputs.partials.keyOf(item, partials),
  ];
  const renderWith = (item: RenderItem, plugins: InstancePlugins, partials: PartialPlugins, local: Problems) =>
    renderContent(
      item.parsed,
      {
        ...inputs.context,
        file: item.file,
        problems: local,
        ...(item.localImage ? { localImage: item.localImage } : {}),
        loadPartial: (file, props) => inputs.partials.load(file, partials, props),
      },
      levelsOf(item),
      plugins.entries,
    );
  return {
    render: (item, plugins) => {
      const partials = partialPluginsOf(plugins);
      const rendered = memo(
        keyOf(item, plugins, partials),
        (local) => settledOrThrow(renderWith(item, plugins, partials, local), item.file),
        item.file,
      );
      outputs.add(item.file, rendered);
      return rendered;
    },
    renderAhead: async (item, plugins) => {
      const partials = partialPluginsOf(plugins);
      await inputs.partials.preload(item, partials);
      const key = keyOf(item, plugins, partials);
      if (cache.has(key)) return;
      const local = new Problems();
      cache.set(key, { value: await renderWith(item, plugins, partials, local), local });
    },
  };
}
