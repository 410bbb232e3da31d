import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Navbar as DefaultNavbar } from './Navbar.js';

export const Navbar = /* @__PURE__ */ overridable('Navbar', DefaultNavbar);
export type { NavbarProps } from './Navbar.js';
