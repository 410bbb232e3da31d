import type { Plugin } from 'esbuild';

/** Files a stylesheet or the site's code may import: images and fonts. */
export const CSS_ASSET_EXTENSIONS = [
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
];

/** Files a stylesheet points at with a relative url(): copied into the output with a hash. */
export const CSS_ASSET_LOADERS = Object.fromEntries(
  CSS_ASSET_EXTENSIONS.map((extension) => [extension, 'file' as const]),
);

/**
 * `url(/img/logo.svg)` in a stylesheet (a CSS module of a page too) means a file of the built site, from static/,
 * as Docusaurus resolves it, not a file of the disk.
 */
export const keepSiteAbsoluteUrls: Plugin = {
  name: 'keep-site-absolute-urls',
  setup(build) {
    build.onResolve({ filter: /^\/[^/]/ }, (args) =>
      args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
    );
  },
};
