import { describe, expect, it } from 'vitest';
import { groupSidebarItemsByYear } from './group-by-year';

const post = (permalink: string, date: string) => ({ title: permalink, permalink, date });

describe('groupSidebarItemsByYear', () => {
  it('groups posts by year, newest year first, keeping their order within a year', () => {
    const items = [post('/c', '2024-10-03'), post('/b', '2024-05-02'), post('/a', '2022-11-18')];
    expect(groupSidebarItemsByYear(items)).toEqual([
      { year: '2024', items: [items[0], items[1]] },
      { year: '2022', items: [items[2]] },
    ]);
  });

  it('puts the newest year first whatever the order of the posts', () => {
    const items = [post('/a', '2022-11-18'), post('/c', '2024-10-03')];
    expect(groupSidebarItemsByYear(items).map((group) => group.year)).toEqual(['2024', '2022']);
  });
});
