import { describe, expect, it } from 'vitest';
import { linkFact, paginatorFact, readingMinutesOf } from './page-facts';

describe('page facts', () => {
  it('reads the minutes of an English reading time', () => {
    expect(readingMinutesOf('December 7, 2022 · One min read')).toBe(1);
    expect(readingMinutesOf('April 17, 2020 · 12 min read')).toBe(12);
    expect(readingMinutesOf('April 17, 2020')).toBeUndefined();
  });

  it('writes a link as its visible label and target', () => {
    expect(linkFact('  open\n source ', '/release/tags/open-source')).toBe('open source </release/tags/open-source>');
  });

  it('treats a paginator without links as absent', () => {
    expect(paginatorFact(undefined, undefined)).toBeUndefined();
    expect(paginatorFact(undefined, '/blogs/page/2')).toEqual({ next: '/blogs/page/2' });
  });
});
