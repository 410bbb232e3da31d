import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KranApp } from './KranApp';
import type { PageData } from './page-data';
import { RouteDataLoader } from './route-data';
import { builtPageHtml } from './test-support/built-page-html';

const page = (path: string, title: string): PageData<{ text: string }> => ({
  path,
  title,
  props: { text: `Inhalt von ${title}` },
});
const renderPage = (data: PageData<{ text: string }>) => <main tabIndex={-1}>{data.props.text}</main>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settings = { baseUrl: '/', routeMapUrl: '/map.json' };
/** The HTML kran build writes of a page. */
const html = (path: string, title: string) => builtPageHtml(page(path, title), '<main></main>', settings);

function setup(fetchText: (url: string) => Promise<string>) {
  const loader = new RouteDataLoader<{ text: string }>(settings, fetchText);
  let navigate!: NavigateFunction;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/docs']}>
      <Navigator />
      <KranApp initial={page('/docs', 'Doku')} renderPage={renderPage} loader={loader} />
    </MemoryRouter>,
  );
  return { go: (to: string) => act(() => navigate(to)) };
}

const routeMap = JSON.stringify({ '/docs': 'doc', '/blogs': 'blogList', '/404': 'notFound' });

describe('KranApp', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the current page until the next page has loaded, then shows it with its title', async () => {
    const blogs = deferred<string>();
    const { go } = setup(async (url) => (url === '/map.json' ? routeMap : blogs.promise));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await go('/blogs');
    expect(screen.getByText('Inhalt von Doku')).toBeTruthy();
    await act(async () => blogs.resolve(html('/blogs', 'Blog | Podman')));
    expect(screen.getByText('Inhalt von Blog | Podman')).toBeTruthy();
    expect(document.title).toBe('Blog | Podman');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('renders the not-found page for a path the site does not have', async () => {
    const { go } = setup(async (url) => (url === '/map.json' ? routeMap : html('/404', 'Seite nicht gefunden')));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await go('/gibt-es-nicht');
    await act(async () => {});
    expect(screen.getByText('Inhalt von Seite nicht gefunden')).toBeTruthy();
  });

  it('loads the target in full when its data cannot be loaded', async () => {
    const assign = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/blogs' });
    const { go } = setup(async (url) => {
      if (url === '/map.json') return routeMap;
      throw new Error('offline');
    });
    await go('/blogs');
    await act(async () => {});
    expect(assign).toHaveBeenCalledWith('http://localhost/blogs');
    vi.unstubAllGlobals();
  });
});
