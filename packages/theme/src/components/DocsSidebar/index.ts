export { DocsSidebar } from './DocsSidebar.js';
export type { DocsSidebarProps } from './DocsSidebar.js';
export { findSidebar, findSidebarDoc, sidebarTrail } from './sidebar-lookup.js';
export type { DocSidebarData, DocSidebarLink } from './sidebar-lookup.js';
