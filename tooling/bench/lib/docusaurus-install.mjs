import path from 'node:path';
import { benchCacheRoot, ensureNpmPackages } from './npm-cache.mjs';

export const DOCUSAURUS_VERSION = '2.4.3';
// Docusaurus 2.4.3 asks for webpack ^5.73, but later 5.x releases validate ProgressPlugin's options and
// reject the name, color and reporters that its webpackbar 5 passes. 5.88.2 is known to build it.
export const WEBPACK_VERSION = '5.88.2';
// Docusaurus 2.4.3's peer range is React 16.8 or 17.
export const REACT_VERSION = '17.0.2';
// Docusaurus 2 compiles MDX 1, which runs the remark 12 / rehype 8 generation of plugins: the compatibility corpus
// (tooling/compat/docusaurus-corpus) renders its math with these, Kran with today's remark-math and rehype-katex.
export const REMARK_MATH_VERSION = '3.0.1';
export const REHYPE_KATEX_VERSION = '5.0.0';
// The corpus's docs turn ```bash npm2yarn blocks into tabs with Docusaurus's own plugin of the same release.
export const NPM2YARN_PLUGIN = '@docusaurus/remark-plugin-npm2yarn';
// What the Docusaurus 2 repository of tooling/compat/docusaurus-repos/d2 uses beside Docusaurus: SCSS through
// docusaurus-plugin-sass, and an npm component with its own stylesheet (2.2.2 is the last release for React 17).
export const D2_REPO_PACKAGES = {
  'docusaurus-plugin-sass': '0.2.6',
  sass: '1.108.2',
  'react-lite-youtube-embed': '2.2.2',
};

/** The npm package.json that installs Docusaurus 2.4.3 and the versions it builds with. */
export function docusaurusPackageJson() {
  return {
    name: 'kran-bench-docusaurus',
    private: true,
    description:
      'Installed by tooling/bench (pnpm bench:compare) to build the Podman content with Docusaurus; safe to delete.',
    dependencies: {
      '@docusaurus/core': DOCUSAURUS_VERSION,
      '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
      // The compatibility corpus's redirects (tooling/compat/docusaurus-corpus).
      '@docusaurus/plugin-client-redirects': DOCUSAURUS_VERSION,
      react: REACT_VERSION,
      'react-dom': REACT_VERSION,
      'remark-math': REMARK_MATH_VERSION,
      'rehype-katex': REHYPE_KATEX_VERSION,
      [NPM2YARN_PLUGIN]: DOCUSAURUS_VERSION,
      ...D2_REPO_PACKAGES,
    },
    overrides: { webpack: WEBPACK_VERSION },
  };
}

export function docusaurusCacheDir() {
  return path.join(benchCacheRoot(), `docusaurus-${DOCUSAURUS_VERSION}`);
}

/**
 * Installs Docusaurus into `cacheDir` unless the right versions are there already; returns its CLI.
 * @param {string} cacheDir
 */
export async function ensureDocusaurus(cacheDir) {
  await ensureNpmPackages(cacheDir, docusaurusPackageJson(), {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@docusaurus/plugin-client-redirects': DOCUSAURUS_VERSION,
    webpack: WEBPACK_VERSION,
    'remark-math': REMARK_MATH_VERSION,
    'rehype-katex': REHYPE_KATEX_VERSION,
    [NPM2YARN_PLUGIN]: DOCUSAURUS_VERSION,
    ...D2_REPO_PACKAGES,
  });
  return path.join(cacheDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}
