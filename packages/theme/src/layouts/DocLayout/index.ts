import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocLayout as DefaultDocLayout } from './DocLayout.js';

export const DocLayout = /* @__PURE__ */ overridable('DocLayout', DefaultDocLayout);
export type { DocLayoutProps } from './DocLayout.js';
