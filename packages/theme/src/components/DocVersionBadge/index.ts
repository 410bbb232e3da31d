export { DocVersionBadge } from './DocVersionBadge.js';
export type { DocVersionBadgeProps } from './DocVersionBadge.js';
