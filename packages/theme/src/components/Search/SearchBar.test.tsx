import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakePagefind, loadFakePagefind, loadMissingPagefind } from '../../fixtures/search';
import { de } from '../../i18n/de';
import type { LoadPagefind } from './pagefind';
import { PagefindContext } from './PagefindContext';
import { SearchBar } from './SearchBar';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Adresse">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderSearchBar(loadPagefind: LoadPagefind = loadFakePagefind) {
  render(
    <MemoryRouter initialEntries={['/features']}>
      <PagefindContext.Provider value={loadPagefind}>
        <SearchBar />
        <input aria-label="Anderes Feld" />
        <CurrentLocation />
      </PagefindContext.Provider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: de['search.label'] }) };
}

const location = () => screen.getByRole('status', { name: 'Adresse' }).textContent;
const options = async () =>
  within(await screen.findByRole('listbox', { name: de['search.results'] })).getAllByRole('option');
/** The options once the results of the whole query are shown: while typing, a shorter query's may show first. */
const optionsLedBy = async (title: string) => {
  await vi.waitFor(async () => expect((await options())[0]!.textContent).toContain(title), { timeout: 10_000 });
  return options();
};

describe('SearchBar', () => {
  it('shows an empty box and loads nothing of the search before it is used', async () => {
    const loadPagefind = vi.fn(loadFakePagefind);
    const { user, box } = renderSearchBar(loadPagefind);
    expect(box).toHaveProperty('placeholder', de['search.placeholder']);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(loadPagefind).not.toHaveBeenCalled();
    await user.click(box);
    // The popup's module is imported on first use; on a busy machine vitest takes more than waitFor's default second for it.
    await vi.waitFor(() => expect(loadPagefind).toHaveBeenCalled(), { timeout: 10_000 });
  });

  it('lists results as you type, with title, section, date and the match highlighted', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Netzwerkstapel');
    const [release, showAll] = await optionsLedBy('Podman v4.0.0');
    expect(screen.getByText('Ein Ergebnis für „Netzwerkstapel“')).toBeTruthy();
    expect(release!.textContent).toContain('Podman v4.0.0');
    expect(within(release!).getByText(de['search.section.release'])).toBeTruthy();
    expect(within(release!).getByText('22. Februar 2022').getAttribute('dateTime')).toBe('2022-02-22');
    expect([...release!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Netzwerkstapel']);
    expect(showAll!.textContent).toBe(de['search.showAll']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows each page once with its matching sections below it, every option a link to its target', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Restore');
    const [post, doc, migrate, target, showAll] = await options();
    expect(post!.textContent).toContain('Checkpoint und Restore für Container');
    expect(doc!.textContent).toContain('podman container checkpoint <name>');
    expect(within(doc!).getByText(de['search.section.docs'])).toBeTruthy();
    expect(migrate!.textContent).toContain('Den Container migrieren');
    expect(target!.textContent).toContain('Auf dem Zielsystem');
    expect([post, doc, migrate, target, showAll].map((option) => option!.getAttribute('href'))).toEqual([
      '/blogs/2018/10/10/checkpoint-restore',
      '/docs/checkpoint',
      '/docs/checkpoint#den-container-migrieren',
      '/docs/checkpoint#auf-dem-zielsystem',
      '/search?q=Restore',
    ]);
    expect(post!.tagName).toBe('A');
    expect(post!.getAttribute('tabindex')).toBe('-1');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Restore');
    const [post, doc, migrate, , showAll] = await options();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(post!.id);
    expect(post!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(post!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(migrate!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(doc!.id);
    expect(showAll!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/docs/checkpoint');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveProperty('value', '');
  });

  it('opens a section of a page with Enter at its heading', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Zielsystem');
    await options();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/docs/checkpoint#auf-dem-zielsystem');
  });

  it('opens the results page on Enter when no result is chosen, or through its option', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'podman machine');
    await options();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=podman+machine');
    await user.type(box, 'Checkpoint');
    await options();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/search?q=Checkpoint');
  });

  it('opens a result on click', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Netzwerkstapel');
    const [release] = await optionsLedBy('Podman v4.0.0');
    await user.click(release!);
    expect(location()).toBe('/release/2022/02/22/podman-release-v4.0.0');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveProperty('value', '');
  });

  it('closes the list on Escape and clears the box on a second Escape', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Checkpoint');
    await options();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveProperty('value', 'Checkpoint');
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const { user, box } = renderSearchBar();
    await user.type(box, 'Kubernetes');
    expect(await screen.findByText('Keine Ergebnisse für „Kubernetes“')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a message instead of results when the index cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, box } = renderSearchBar(loadMissingPagefind);
    await user.type(box, 'Checkpoint');
    expect(await screen.findByText(de['search.error'])).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the loading state until the index answers', async () => {
    let answer: (pagefind: ReturnType<typeof fakePagefind>) => void = () => undefined;
    const loading = new Promise<ReturnType<typeof fakePagefind>>((resolve) => (answer = resolve));
    const { user, box } = renderSearchBar(() => loading);
    await user.type(box, 'Checkpoint');
    expect(await screen.findByText(de['search.loading'])).toBeTruthy();
    answer(fakePagefind());
    expect(await screen.findByText('3 Ergebnisse für „Checkpoint“')).toBeTruthy();
  });

  it('is focused by / and Ctrl+K, but not while typing in another field', async () => {
    const { user, box } = renderSearchBar();
    await user.keyboard('/');
    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty('value', '');
    await user.click(screen.getByRole('textbox', { name: 'Anderes Feld' }));
    await user.keyboard('/');
    expect(document.activeElement).not.toBe(box);
    expect(screen.getByRole('textbox', { name: 'Anderes Feld' })).toHaveProperty('value', '/');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(box);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(document.activeElement).toBe(box);
  });
});
