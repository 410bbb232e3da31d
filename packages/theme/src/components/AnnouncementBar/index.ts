export { AnnouncementBar } from './AnnouncementBar.js';
export type { AnnouncementBarProps } from './AnnouncementBar.js';
