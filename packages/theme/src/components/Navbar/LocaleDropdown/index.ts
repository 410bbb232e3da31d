export { LocaleDropdown } from './LocaleDropdown.js';
export type { LocaleDropdownProps } from './LocaleDropdown.js';
export { LocaleLinks } from './LocaleLinks.js';
export type { LocaleLinksProps } from './LocaleLinks.js';
export { localeLinksOf } from './locale-links.js';
export type { BrowserPlace, LocaleLink } from './locale-links.js';
