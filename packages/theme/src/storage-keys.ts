/** Where the visitor's colour mode choice is kept (the key Docusaurus uses, so a choice carries over). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** Whether the visitor closed the announcement bar, and which announcement that was. */
export const ANNOUNCEMENT_DISMISS_STORAGE_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'docusaurus.announcement.id';
