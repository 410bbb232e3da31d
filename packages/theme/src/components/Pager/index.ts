import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Pager as DefaultPager } from './Pager.js';

export const Pager = /* @__PURE__ */ overridable('Pager', DefaultPager);
export { pagerLinks } from './Pager.js';
export type { PagerLink, PagerProps } from './Pager.js';
