export { ADMONITION_TYPES } from './admonition-types.js';
export { withBaseUrl, withoutBaseUrl } from './base-url.js';
export type { BaseUrlOptions, SiteLocation } from './base-url.js';
export { EACH_NAME, configPartKeysOf, joinConfigKeys, keySchemaOf } from './config-key-tree.js';
export { isExternalUrl } from './is-external-url.js';
export { SITE_ALIAS } from './site-alias.js';
export { pathnameUrlTarget, UNCHECKED_LINK_ATTRIBUTE } from './pathname-url.js';
export type * from './types.js';
