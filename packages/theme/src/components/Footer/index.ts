export { Footer } from './Footer.js';
export type { FooterProps } from './Footer.js';
