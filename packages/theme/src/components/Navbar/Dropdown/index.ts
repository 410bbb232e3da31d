export { NavbarDropdown } from './NavbarDropdown.js';
export type { NavbarDropdownProps } from './NavbarDropdown.js';
