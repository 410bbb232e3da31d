import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { TableOfContents as DefaultTableOfContents } from './TableOfContents.js';

export const TableOfContents = /* @__PURE__ */ overridable('TableOfContents', DefaultTableOfContents);
export type { TableOfContentsProps } from './TableOfContents.js';
