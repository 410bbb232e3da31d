import { describe, expect, it } from 'vitest';
import { toSearchResult } from './search-result';

describe('toSearchResult', () => {
  it('turns Pagefind’s data into a site path with title, date, section and excerpt', () => {
    const result = toSearchResult({
      url: '/blogs/2018/10/10/checkpoint-restore/',
      excerpt: 'Mit <mark>Checkpoint</mark> umziehen',
      meta: { title: 'Checkpoint und Restore', date: '2018-10-10' },
      filters: { section: ['Blog'] },
    });
    expect(result).toEqual({
      url: '/blogs/2018/10/10/checkpoint-restore',
      title: 'Checkpoint und Restore',
      date: '2018-10-10',
      section: 'Blog',
      excerpt: 'Mit <mark>Checkpoint</mark> umziehen',
    });
  });

  it('falls back to the path for a page without title and leaves out what the page lacks', () => {
    expect(toSearchResult({ url: '/features/', excerpt: 'Text', meta: {}, filters: {} })).toEqual({
      url: '/features',
      title: '/features',
      excerpt: 'Text',
    });
  });
});
