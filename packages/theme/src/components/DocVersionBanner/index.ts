export { DocVersionBanner } from './DocVersionBanner.js';
export type { DocVersionBannerProps } from './DocVersionBanner.js';
