import type { BlogSidebarItem } from '../../types.js';

/** The sidebar's posts by the year of their date, newest year first, each year's posts in their order. */
export function groupSidebarItemsByYear(items: BlogSidebarItem[]): { year: string; items: BlogSidebarItem[] }[] {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([year, ofYear]) => ({ year, items: ofYear }));
}
