export { MAIN_CONTENT_ID, PageShell } from './PageShell.js';
export type { PageShellProps } from './PageShell.js';
