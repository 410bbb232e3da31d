// The runtime defines which URLs leave the site, for every browser-side package.
export { isExternalUrl } from '@kran/runtime';
