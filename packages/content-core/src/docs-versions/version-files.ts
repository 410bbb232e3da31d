/** The name of the docs folder's own version, as in Docusaurus. */
export const CURRENT_VERSION = 'current';

/**
 * Where Docusaurus keeps a docs instance's versions, relative to the site folder: `versions.json`,
 * `versioned_docs/version-X/` and `versioned_sidebars/version-X-sidebars.json` for the docs `default`, the same
 * names prefixed with `<id>_` for any other.
 */
export function versionFilesOf(docsId: string) {
  const prefix = docsId === 'default' ? '' : `${docsId}_`;
  return {
    versionsFile: `${prefix}versions.json`,
    docsFolder: (version: string) => `${prefix}versioned_docs/version-${version}`,
    sidebarsFile: (version: string) => `${prefix}versioned_sidebars/version-${version}-sidebars.json`,
  };
}
