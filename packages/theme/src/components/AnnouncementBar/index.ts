import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { AnnouncementBar as DefaultAnnouncementBar } from './AnnouncementBar.js';

export const AnnouncementBar = /* @__PURE__ */ overridable('AnnouncementBar', DefaultAnnouncementBar);
export type { AnnouncementBarProps } from './AnnouncementBar.js';
