import type { ContentCache } from '../cache/cache.js';
import type { SitePlugins } from '../markdown/plugins/site-plugins.js';
import type { Reuse } from '../routes/reuse.js';
import type { Renderer } from './content-renderer.js';
import type { Memo } from './memo.js';

/** What making the routes of loaded content takes: a renderer, the instances' plugins, and the earlier build's routes. */
export interface RouteContext {
  render: Renderer;
  plugins: SitePlugins;
  reuse: Reuse;
}

/** Reuses routes through `memo`, under keys of their own, naming inputs by their identity in `cache`. */
export function reuseThrough(cache: ContentCache, memo: Memo): Reuse {
  return {
    memo: (parts, make) => memo(['route', ...parts], make),
    identity: (value) => cache.identity(value),
  };
}
