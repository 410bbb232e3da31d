export { NavbarLayout } from './NavbarLayout.js';
export type { NavbarLayoutProps } from './NavbarLayout.js';
