import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagefindContext } from '../../components/Search/PagefindContext';
import type { LoadPagefind } from '../../components/Search/pagefind';
import { fakePagefind, loadFakePagefind, loadMissingPagefind, type IndexedPage } from '../../fixtures/search';
import { de } from '../../i18n/de';
import { SEARCH_PAGE_SIZE, SearchPageLayout } from './SearchPageLayout';

function CurrentPath() {
  return <output aria-label="Pfad">{useLocation().pathname}</output>;
}

function renderPage(url: string, loadPagefind: LoadPagefind = loadFakePagefind) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <PagefindContext.Provider value={loadPagefind}>
        <SearchPageLayout kind="search" path="/search" />
        <CurrentPath />
      </PagefindContext.Provider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const resultTitles = async () =>
  within(await screen.findByRole('list', { name: de['search.results'] }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('SearchPageLayout', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the results for the query in the URL, narrowed to its section', async () => {
    renderPage('/search?q=Checkpoint&section=docs');
    expect(await resultTitles()).toEqual(['Checkpoint und Restore']);
    expect(screen.getByRole('searchbox', { name: de['search.label'] })).toHaveProperty('value', 'Checkpoint');
    expect(screen.getByRole('radio', { name: de['search.section.docs'] })).toHaveProperty('checked', true);
    expect(screen.getByText('Ein Ergebnis für „Checkpoint“')).toBeTruthy();
  });

  it('widens and narrows the results with the section filter', async () => {
    const user = renderPage('/search?q=Checkpoint&section=docs');
    await resultTitles();
    await user.click(screen.getByRole('radio', { name: de['search.section.all'] }));
    expect(await screen.findByText('3 Ergebnisse für „Checkpoint“')).toBeTruthy();
    expect(await resultTitles()).toEqual([
      'Checkpoint und Restore für Container',
      'Podman v4.0.0',
      'Checkpoint und Restore',
    ]);
    await user.click(screen.getByRole('radio', { name: de['search.section.release'] }));
    expect(await screen.findByText('Ein Ergebnis für „Checkpoint“')).toBeTruthy();
    expect(await resultTitles()).toEqual(['Podman v4.0.0']);
  });

  it('links each result to its page, with date, section and highlighted excerpt', async () => {
    const user = renderPage('/search?q=Netzwerkstapel');
    const [result] = within(await screen.findByRole('list', { name: de['search.results'] })).getAllByRole('listitem');
    expect(within(result!).getByText(de['search.section.release'])).toBeTruthy();
    expect(within(result!).getByText('22. Februar 2022')).toBeTruthy();
    expect(result!.querySelector('mark')?.textContent).toBe('Netzwerkstapel');
    await user.click(within(result!).getByRole('link', { name: 'Podman v4.0.0' }));
    expect(screen.getByRole('status', { name: 'Pfad' }).textContent).toBe('/release/2022/02/22/podman-release-v4.0.0');
  });

  it('links the matching sections of a page below it', async () => {
    renderPage('/search?q=Rechner');
    const list = await screen.findByRole('list', { name: de['search.results'] });
    const sections = within(list).getByRole('list', {
      name: de['search.sections'].replace('{title}', 'Checkpoint und Restore'),
    });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/docs/checkpoint#den-container-migrieren']);
    expect(within(sections).getByRole('link', { name: 'Den Container migrieren' })).toBeTruthy();
    expect(within(sections).getByText('Rechner', { selector: 'mark' })).toBeTruthy();
  });

  it('shows an article published twice (announcement and full post) once, as the full post', async () => {
    const post = { title: 'Podman 3 und Docker Compose', date: '2021-05-26', section: 'blog' };
    const pages: IndexedPage[] = [
      { ...post, url: '/blogs/2021/05/26/new/', content: 'Compose im Video.' },
      {
        ...post,
        url: '/blogs/2021/05/26/podman-3-compose/',
        content: 'Compose im Video, mit allen Schritten erklärt.',
      },
    ];
    renderPage('/search?q=Compose', () => Promise.resolve(fakePagefind(pages)));
    expect(await resultTitles()).toEqual(['Podman 3 und Docker Compose']);
    expect(screen.getByRole('link', { name: 'Podman 3 und Docker Compose' }).getAttribute('href')).toBe(
      '/blogs/2021/05/26/podman-3-compose',
    );
  });

  it('searches as you type and writes the query into the address bar', async () => {
    window.history.replaceState(null, '', '/search');
    const user = renderPage('/search');
    expect(screen.getByText(de['search.prompt'])).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: de['search.label'] }), 'rootless');
    expect(await resultTitles()).toEqual(['Funktionen']);
    await user.click(screen.getByRole('radio', { name: de['search.section.blog'] }));
    expect(window.location.search).toBe('?q=rootless&section=blog');
    expect(await screen.findByText('Keine Ergebnisse für „rootless“')).toBeTruthy();
  });

  it('loads further results on request', async () => {
    const pages: IndexedPage[] = Array.from({ length: SEARCH_PAGE_SIZE + 5 }, (_, index) => ({
      url: `/docs/seite-${index}/`,
      title: `Seite ${index}`,
      content: 'Podman',
    }));
    const user = renderPage('/search?q=Podman', () => Promise.resolve(fakePagefind(pages)));
    expect(await resultTitles()).toHaveLength(SEARCH_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: de['search.loadMore'] }));
    await expect.poll(async () => (await resultTitles()).length).toBe(SEARCH_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: de['search.loadMore'] })).toBeNull();
  });

  it('says so when the index cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/search?q=Checkpoint', loadMissingPagefind);
    expect(await screen.findByText(de['search.error'])).toBeTruthy();
    consoleError.mockRestore();
  });

  it('renders on the server without a query, as the browser’s first render does', () => {
    const html = renderToString(
      <StaticRouter location="/search?q=Checkpoint">
        <SearchPageLayout kind="search" path="/search" />
      </StaticRouter>,
    );
    expect(html).toContain(de['search.prompt']);
    expect(html).not.toContain('Checkpoint');
  });
});
