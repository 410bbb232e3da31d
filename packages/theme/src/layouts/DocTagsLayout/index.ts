import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocTagsLayout as DefaultDocTagsLayout } from './DocTagsLayout.js';

export const DocTagsLayout = /* @__PURE__ */ overridable('DocTagsLayout', DefaultDocTagsLayout);
export type { DocTagsLayoutProps } from './DocTagsLayout.js';
