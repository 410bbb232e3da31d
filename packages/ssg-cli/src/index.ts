export { BrokenLinksError, buildSite, NOT_FOUND_PATH } from './build.js';
export type { BuildOptions, BuildSummary } from './build.js';
export { ConfigError, defineConfig, loadConfig } from './config.js';
export { RenderCache } from './node/render-cache.js';
export { createStaticServer } from './node/serve.js';
export type { KranConfig } from './config.js';
export type { SiteConfig } from '@kran/content-core';
