export { Navbar } from './Navbar.js';
export type { NavbarProps } from './Navbar.js';
