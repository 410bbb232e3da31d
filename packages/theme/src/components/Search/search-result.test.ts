import { describe, expect, it } from 'vitest';
import { toSearchResult } from './search-result';

describe('toSearchResult', () => {
  it('turns Pagefind’s data into a site path with title, date, section and excerpt', () => {
    const result = toSearchResult(
      {
        url: '/blogs/2018/10/10/checkpoint-restore/',
        excerpt: 'Mit <mark>Checkpoint</mark> umziehen',
        meta: { title: 'Checkpoint und Restore', date: '2018-10-10' },
        filters: { section: ['Blog'] },
      },
      3,
    );
    expect(result).toEqual({
      url: '/blogs/2018/10/10/checkpoint-restore',
      title: 'Checkpoint und Restore',
      date: '2018-10-10',
      section: 'Blog',
      excerpt: 'Mit <mark>Checkpoint</mark> umziehen',
      sections: [],
    });
  });

  it('falls back to the path for a page without title and leaves out what the page lacks', () => {
    expect(toSearchResult({ url: '/features/', excerpt: 'Text', meta: {}, filters: {} }, 3)).toEqual({
      url: '/features',
      title: '/features',
      excerpt: 'Text',
      sections: [],
    });
  });

  it('keeps the best matching headings as sections, linked by their hash', () => {
    const heading = (id: string, title: string, scores: number[]) => ({
      title,
      url: `/docs/#${id}`,
      excerpt: `… ${title} …`,
      anchor: { element: 'h3', id },
      weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
    });
    const result = toSearchResult(
      {
        url: '/docs/',
        excerpt: 'Erste Schritte',
        meta: { title: 'Erste Schritte mit Podman' },
        filters: { section: ['docs'] },
        sub_results: [
          { title: 'Erste Schritte mit Podman', url: '/docs/', excerpt: 'Vor der ersten Überschrift' },
          heading('einen-container-starten', 'Einen Container starten', [2]),
          heading('den-container-stoppen', 'Den Container stoppen', [40, 12]),
          heading('f%C3%BCr-fedora', 'Für Fedora', [5]),
        ],
      },
      2,
    );
    expect(result.sections).toEqual([
      { url: '/docs#den-container-stoppen', title: 'Den Container stoppen', excerpt: '… Den Container stoppen …' },
      { url: '/docs#f%C3%BCr-fedora', title: 'Für Fedora', excerpt: '… Für Fedora …' },
    ]);
  });
});
