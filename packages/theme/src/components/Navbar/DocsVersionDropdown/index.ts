export { DocsVersionDropdown } from './DocsVersionDropdown.js';
export type { DocsVersionDropdownProps } from './DocsVersionDropdown.js';
export { toLinkDropdown, versionDropdownOf } from './version-dropdown.js';
export type { ActiveDocsVersion } from './version-dropdown.js';
