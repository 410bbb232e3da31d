// `@kran/content-core/identity`: what a site's config is, for a build's cache keys, without loading the markdown
// pipeline (a build that finds nothing changed needs only this).
export { valueIdentity } from './cache/value-identity.js';
export { importedPackageVersions } from './markdown/plugins/config-packages.js';
