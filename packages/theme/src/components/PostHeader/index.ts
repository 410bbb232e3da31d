import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { PostHeader as DefaultPostHeader } from './PostHeader.js';

export const PostHeader = /* @__PURE__ */ overridable('PostHeader', DefaultPostHeader);
export type { PostHeaderProps } from './PostHeader.js';
