import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { Pagination as DefaultPagination } from './Pagination.js';

export const Pagination = /* @__PURE__ */ overridable('Pagination', DefaultPagination);
export type { PaginationProps } from './Pagination.js';
