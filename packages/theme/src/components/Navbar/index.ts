import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Navbar as DefaultNavbar } from './Navbar.js';

export const Navbar = overridable('Navbar', DefaultNavbar);
export type { NavbarProps } from './Navbar.js';
