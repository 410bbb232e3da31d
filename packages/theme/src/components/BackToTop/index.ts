import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BackToTop as DefaultBackToTop } from './BackToTop.js';

export const BackToTop = /* @__PURE__ */ overridable('BackToTop', DefaultBackToTop);
