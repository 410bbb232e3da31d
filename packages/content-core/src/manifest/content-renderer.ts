import type { ContentCache } from '../cache/cache.js';
import type { SitePlugins } from '../markdown/plugins/site-plugins.js';
import type { ParsedMarkdown } from '../markdown/parse/parse-markdown.js';
import { renderContent, type RenderedContent, type TocLevels } from '../markdown/render/render-content.js';
import type { Memo } from './memo.js';
import type { RenderedOutputs } from './rendered-outputs.js';
import type { RenderInputs } from './render-inputs.js';

/** A loaded post, doc or page, as rendering reads it. */
export interface RenderItem {
  file: string;
  parsed: ParsedMarkdown;
  tocLevels?: { min?: number; max?: number };
}

/** Renders a loaded file with an instance's rehype plugins. */
export type Renderer = (item: RenderItem, rehype: ReturnType<SitePlugins['rehype']>) => RenderedContent;

/**
 * Renders through `memo`, keyed by all a render depends on (the parsed file, the plugins, every permalink, the
 * settings, the newest posts where the file lists them, the files it links to and its partials); what each render
 * found beside the content goes to `outputs`.
 */
export function contentRenderer(
  inputs: RenderInputs,
  context: { cache: ContentCache; memo: Memo; outputs: RenderedOutputs },
): Renderer {
  const { cache, memo, outputs } = context;
  return (item, rehype) => {
    const levels: TocLevels = {
      min: item.tocLevels?.min ?? inputs.tocLevels.min,
      max: item.tocLevels?.max ?? inputs.tocLevels.max,
    };
    const key = [
      'render',
      item.file,
      cache.identity(item.parsed),
      rehype.identity,
      inputs.keys.permalinks,
      inputs.keys.settings,
      item.parsed.usesLatestPosts ? inputs.keys.latestPosts : '',
      JSON.stringify(levels),
      ...inputs.localFiles.keyOf(item),
      inputs.partials.keyOf(item),
    ];
    const rendered = memo(
      key,
      (local) =>
        renderContent(item.parsed, { ...inputs.context, file: item.file, problems: local }, levels, rehype.entries),
      item.file,
    );
    outputs.add(item.file, rendered);
    return rendered;
  };
}
