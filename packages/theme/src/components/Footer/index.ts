import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Footer as DefaultFooter } from './Footer.js';

export const Footer = overridable('Footer', DefaultFooter);
export type { FooterProps } from './Footer.js';
