import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocCategoryIndexLayout as DefaultDocCategoryIndexLayout } from './DocCategoryIndexLayout.js';

export const DocCategoryIndexLayout = /* @__PURE__ */ overridable(
  'DocCategoryIndexLayout',
  DefaultDocCategoryIndexLayout,
);
export type { DocCategoryIndexLayoutProps } from './DocCategoryIndexLayout.js';
