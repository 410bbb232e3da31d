export { MobileMenu } from './MobileMenu.js';
export type { MobileMenuProps } from './MobileMenu.js';
export { useMobileMenu } from './useMobileMenu.js';
export type { MobileMenuState } from './useMobileMenu.js';
