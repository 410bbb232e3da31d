import type { Plugin } from 'esbuild';
import path from 'node:path';
import type { SiteSassOptions } from '../config/sass-config.js';
import { SASS_STYLESHEET } from '../config/site-sass-module.js';
import { stylesheetReader } from './stylesheet-source.js';

/**
 * The site's Sass stylesheets (`customCss: ['src/css/custom.scss']`, or a `.scss` file a page imports), compiled with
 * the site's own Sass as docusaurus-plugin-sass does; their `url()`s are resolved from the stylesheet's folder. CSS
 * modules in Sass are cssModulesPlugin's. Each file Sass reads goes into `filesRead`.
 */
export function sassStylesheetsPlugin(siteDir: string, filesRead?: Set<string>, sassOptions?: SiteSassOptions): Plugin {
  const read = stylesheetReader(siteDir, filesRead, sassOptions);
  return {
    name: 'kran-sass-stylesheets',
    setup(build) {
      build.onLoad({ filter: SASS_STYLESHEET, namespace: 'file' }, async (args) => {
        const source = await read(args.path);
        if ('errors' in source) return source;
        return { contents: source.css, loader: 'css', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
