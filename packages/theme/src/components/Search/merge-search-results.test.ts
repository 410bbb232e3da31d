import { describe, expect, it } from 'vitest';
import { mergeSearchResults } from './merge-search-results';
import type { PagefindResult } from './pagefind';

const result = (id: string, score: number): PagefindResult => ({
  id,
  score,
  data: () => Promise.reject(new Error('not loaded in this test')),
});
const ranked = (results: PagefindResult[]) => results.map(({ id, score }) => `${id}:${score}`);

describe('mergeSearchResults', () => {
  it('lists each page once with the scores of all searches added up, best first', () => {
    const asTyped = [result('docker-compose-post', 28), result('other', 0.5)];
    const wordsApart = [result('compose-video', 25), result('docker-compose-post', 20)];
    expect(ranked(mergeSearchResults([asTyped, wordsApart]))).toEqual([
      'docker-compose-post:48',
      'compose-video:25',
      'other:0.5',
    ]);
  });

  it('keeps the order of the searches for pages that score the same', () => {
    expect(ranked(mergeSearchResults([[result('a', 5), result('b', 5)], [result('c', 5)]]))).toEqual([
      'a:5',
      'b:5',
      'c:5',
    ]);
  });

  it('returns nothing for no searches', () => {
    expect(mergeSearchResults([])).toEqual([]);
  });
});
