import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Footer as DefaultFooter } from './Footer.js';

export const Footer = /* @__PURE__ */ overridable('Footer', DefaultFooter);
export type { FooterProps } from './Footer.js';
