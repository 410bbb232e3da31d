export { Pagination } from './Pagination.js';
export type { PaginationProps } from './Pagination.js';
