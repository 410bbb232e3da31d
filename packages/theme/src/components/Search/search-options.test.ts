import { describe, expect, it } from 'vitest';
import type { SearchResult } from './search-result';
import { searchOptions } from './search-options';

const result = (url: string, sectionIds: string[] = []): SearchResult => ({
  url,
  title: url,
  excerpt: '',
  sections: sectionIds.map((id) => ({ url: `${url}#${id}`, title: id, excerpt: '' })),
});

describe('searchOptions', () => {
  it('lists each page, then its sections, and the results page last', () => {
    const options = searchOptions([result('/docs', ['starten', 'stoppen']), result('/features')], '/search?q=x');
    expect(options.map(({ kind, url }) => `${kind} ${url}`)).toEqual([
      'page /docs',
      'section /docs#starten',
      'section /docs#stoppen',
      'page /features',
      'showAll /search?q=x',
    ]);
  });

  it('offers nothing, not even the results page, when nothing matches', () => {
    expect(searchOptions([], '/search?q=x')).toEqual([]);
  });
});
