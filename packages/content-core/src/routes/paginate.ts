import type { ListPagination } from '../types.js';

export interface ListPage<T> {
  path: string;
  items: T[];
  pagination: ListPagination;
}

/**
 * Splits items into pages of `perPage`: the first at `basePath`, the others at `basePath/page/n` (or another
 * `pageSegment`). An empty list still gets its first page.
 */
export function paginate<T>(items: T[], perPage: number, basePath: string, pageSegment = 'page'): ListPage<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const pathOf = (page: number) =>
    page === 1 ? basePath : `${basePath === '/' ? '' : basePath}/${pageSegment}/${page}`;
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    const pagination: ListPagination = { page, totalPages, totalCount: items.length };
    if (page > 1) pagination.newerUrl = pathOf(page - 1);
    if (page < totalPages) pagination.olderUrl = pathOf(page + 1);
    return { path: pathOf(page), items: items.slice(index * perPage, page * perPage), pagination };
  });
}
