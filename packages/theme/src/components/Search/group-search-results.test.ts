import { describe, expect, it } from 'vitest';
import { groupSearchResults } from './group-search-results';
import type { PagefindResultData } from './pagefind';

const page = (url: string, title: string, extra: Partial<PagefindResultData> = {}): PagefindResultData => ({
  url,
  excerpt: `${title} …`,
  meta: { title, date: '2021-05-26' },
  filters: { section: ['blog'] },
  ...extra,
});
const urls = (pages: PagefindResultData[]) => groupSearchResults(pages, { sectionLimit: 3 }).map(({ url }) => url);

describe('groupSearchResults', () => {
  it('lists every page once, in the order it was ranked', () => {
    expect(urls([page('/a/', 'A'), page('/b/', 'B'), page('/c/', 'C')])).toEqual(['/a', '/b', '/c']);
  });

  it('makes one entry of an announcement and its full post, at the better rank, showing the longer page', () => {
    const title = 'Podman 3 und Docker Compose';
    const announcement = page('/blogs/2021/05/26/new/', title, { word_count: 57 });
    const fullPost = page('/blogs/2021/05/26/podman-3-compose/', title, { word_count: 70 });
    const other = page('/blogs/2021/01/11/podman-compose/', 'Podman und Docker Compose gemeinsam nutzen');
    expect(urls([announcement, other, fullPost])).toEqual([
      '/blogs/2021/05/26/podman-3-compose',
      '/blogs/2021/01/11/podman-compose',
    ]);
    expect(urls([fullPost, announcement])).toEqual(['/blogs/2021/05/26/podman-3-compose']);
  });

  it('keeps pages apart that share a title but not the date or the section', () => {
    const docs = page('/docs/', 'Erste Schritte mit Podman', { meta: { title: 'Erste Schritte mit Podman' } });
    const landing = page('/get-started/', 'Erste Schritte mit Podman', {
      meta: { title: 'Erste Schritte mit Podman' },
      filters: {},
    });
    const later = page('/blogs/2021/09/06/macs/', 'Podman für macOS', {
      meta: { title: 'Podman für macOS', date: '2021-09-06' },
    });
    const earlier = page('/blogs/2020/09/02/macs/', 'Podman für macOS', {
      meta: { title: 'Podman für macOS', date: '2020-09-02' },
    });
    expect(urls([docs, landing, later, earlier])).toEqual([
      '/docs',
      '/get-started',
      '/blogs/2021/09/06/macs',
      '/blogs/2020/09/02/macs',
    ]);
  });

  it('never merges pages without a title', () => {
    const untitled = (url: string): PagefindResultData => ({ url, excerpt: '', meta: {}, filters: {} });
    expect(urls([untitled('/x/'), untitled('/y/')])).toEqual(['/x', '/y']);
  });

  it('puts the page’s matching sections under its entry', () => {
    const [entry] = groupSearchResults(
      [
        page('/docs/checkpoint/', 'Checkpoints mit Podman', {
          sub_results: [
            {
              title: 'Den Container migrieren',
              url: '/docs/checkpoint/#den-container-migrieren',
              excerpt: 'Container <mark>migrieren</mark>',
              anchor: { element: 'h2', id: 'den-container-migrieren' },
            },
          ],
        }),
      ],
      { sectionLimit: 3 },
    );
    expect(entry!.sections).toEqual([
      {
        url: '/docs/checkpoint#den-container-migrieren',
        title: 'Den Container migrieren',
        excerpt: 'Container <mark>migrieren</mark>',
      },
    ]);
  });
});
