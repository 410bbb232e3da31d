import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { TagList as DefaultTagList } from './TagList.js';

export const TagList = /* @__PURE__ */ overridable('TagList', DefaultTagList);
export type { TagListProps } from './TagList.js';
