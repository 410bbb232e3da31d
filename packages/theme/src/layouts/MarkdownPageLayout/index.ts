import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { MarkdownPageLayout as DefaultMarkdownPageLayout } from './MarkdownPageLayout.js';

export const MarkdownPageLayout = /* @__PURE__ */ overridable('MarkdownPageLayout', DefaultMarkdownPageLayout);
export type { MarkdownPageLayoutProps } from './MarkdownPageLayout.js';
