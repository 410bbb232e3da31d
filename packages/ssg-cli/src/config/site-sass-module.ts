import { createRequire } from 'node:module';
import path from 'node:path';
import { installedPackageFolder } from './installed-package.js';

/** A Sass stylesheet, `.scss` or the indented `.sass`, as docusaurus-plugin-sass compiles them. */
export const SASS_STYLESHEET = /\.s[ac]ss$/;

/** The Sass compilers a site may have installed, in the order sass-loader (docusaurus-plugin-sass's) tries them. */
const SASS_PACKAGES = ['sass-embedded', 'sass'];

/**
 * The file of the Sass compiler the site has installed, or undefined: Kran compiles Sass with the site's own. Only the
 * site's node_modules folders count, not NODE_PATH (which pnpm points at Kran's own dependencies).
 */
export function siteSassModule(siteDir: string): string | undefined {
  for (const name of SASS_PACKAGES) {
    const folder = installedPackageFolder(siteDir, name);
    if (folder) return createRequire(path.join(folder, 'package.json')).resolve(name);
  }
  return undefined;
}
