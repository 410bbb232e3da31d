export { Pager, pagerLinks } from './Pager.js';
export type { PagerLink, PagerProps } from './Pager.js';
