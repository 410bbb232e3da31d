import path from 'node:path';
import { benchCacheRoot, ensureNpmPackages } from './npm-cache.mjs';

/** Docusaurus 3.10 with its Faster toolchain (Rspack, SWC, Lightning CSS), what a team picks today. */
export const DOCUSAURUS3_VERSION = '3.10.2';
export const DOCUSAURUS3_REACT_VERSION = '19.2.0';

const docusaurus3Packages = {
  '@docusaurus/core': DOCUSAURUS3_VERSION,
  '@docusaurus/preset-classic': DOCUSAURUS3_VERSION,
  '@docusaurus/faster': DOCUSAURUS3_VERSION,
  '@docusaurus/plugin-client-redirects': DOCUSAURUS3_VERSION,
  '@docusaurus/remark-plugin-npm2yarn': DOCUSAURUS3_VERSION,
  react: DOCUSAURUS3_REACT_VERSION,
  'react-dom': DOCUSAURUS3_REACT_VERSION,
  // The Docusaurus 3 repository of tooling/compat/docusaurus-repos/d3: math, SCSS, an npm component with its CSS.
  'remark-math': '6.0.0',
  'rehype-katex': '7.0.1',
  'docusaurus-plugin-sass': '0.2.6',
  sass: '1.108.2',
  'react-lite-youtube-embed': '3.7.0',
};

/** The npm package.json that installs Docusaurus 3.10 with Faster and the plugins the checks use. */
export function docusaurus3PackageJson() {
  return {
    name: 'kran-bench-docusaurus3',
    private: true,
    description: 'Installed by tooling/bench and tooling/compat to build sites with Docusaurus 3; safe to delete.',
    dependencies: docusaurus3Packages,
  };
}

export function docusaurus3CacheDir() {
  return path.join(benchCacheRoot(), `docusaurus-${DOCUSAURUS3_VERSION}`);
}

/**
 * Installs Docusaurus 3 into `cacheDir` unless the right versions are there already; returns its CLI.
 * @param {string} cacheDir
 */
export async function ensureDocusaurus3(cacheDir = docusaurus3CacheDir()) {
  await ensureNpmPackages(cacheDir, docusaurus3PackageJson(), docusaurus3Packages);
  return path.join(cacheDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}
