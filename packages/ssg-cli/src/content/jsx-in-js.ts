import type { Loader } from 'esbuild';

/**
 * `.js` files are read as JSX (a superset of JavaScript), as Docusaurus's Babel and SWC read a site's `.js` files.
 * A loader, not a plugin that picks the site's own files: esbuild then reads every file itself, where a plugin's
 * callback is a round trip to this thread for each of the bundle's modules.
 */
export const JSX_IN_JS_LOADERS: Record<string, Loader> = { '.js': 'jsx' };
