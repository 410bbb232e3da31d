import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocTagDocsLayout as DefaultDocTagDocsLayout } from './DocTagDocsLayout.js';

export const DocTagDocsLayout = /* @__PURE__ */ overridable('DocTagDocsLayout', DefaultDocTagDocsLayout);
export type { DocTagDocsLayoutProps } from './DocTagDocsLayout.js';
