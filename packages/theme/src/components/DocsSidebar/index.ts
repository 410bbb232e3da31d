import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocsSidebar as DefaultDocsSidebar } from './DocsSidebar.js';

export const DocsSidebar = /* @__PURE__ */ overridable('DocsSidebar', DefaultDocsSidebar);
export type { DocsSidebarProps } from './DocsSidebar.js';
export { findSidebar, findSidebarDoc, sidebarTrail } from './sidebar-lookup.js';
export type { DocSidebarData, DocSidebarLink } from './sidebar-lookup.js';
