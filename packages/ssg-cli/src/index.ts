export { BrokenLinksError, buildSite, NOT_FOUND_PATH } from './build.js';
export type { BuildOptions, BuildSummary } from './build.js';
export { ConfigError, defineConfig, loadConfig } from './config/load-config.js';
export { InPlaceOutput } from './output/in-place-output.js';
export type { OutputChanges } from './output/in-place-output.js';
export { RenderCache } from './render/render-cache.js';
export { createStaticServer } from './serve/serve.js';
export type { KranConfig } from './config/load-config.js';
export type { SiteConfig } from '@kran/content-core';
