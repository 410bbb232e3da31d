import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadFakePagefind } from '../../fixtures/search';
import { pagefindLoaderFor, SEARCH_RANKING } from './load-pagefind';
import type { LoadPagefind } from './pagefind';
import { PagefindContext, useLoadPagefind } from './PagefindContext';

function loaderIn(tree: (probe: ReactElement) => ReactElement): LoadPagefind | undefined {
  let loader: LoadPagefind | undefined;
  function Probe() {
    loader = useLoadPagefind();
    return null;
  }
  render(tree(<Probe />));
  return loader;
}

describe('useLoadPagefind', () => {
  it('loads the Pagefind script below the base URL the site is served under', () => {
    const loader = loaderIn((probe) => (
      <MemoryRouter basename="/unter" initialEntries={['/unter/docs']}>
        {probe}
      </MemoryRouter>
    ));
    expect(loader).toBe(pagefindLoaderFor('/unter/pagefind/pagefind.js'));
    expect(loaderIn((probe) => <MemoryRouter>{probe}</MemoryRouter>)).toBe(pagefindLoaderFor('/pagefind/pagefind.js'));
  });

  it('uses the Pagefind a PagefindContext provides', () => {
    const loader = loaderIn((probe) => (
      <MemoryRouter>
        <PagefindContext.Provider value={loadFakePagefind}>{probe}</PagefindContext.Provider>
      </MemoryRouter>
    ));
    expect(loader).toBe(loadFakePagefind);
  });
});

describe('pagefindLoaderFor', () => {
  it('imports the script once, sets it up for site paths and the theme’s ranking, and retries a failure', async () => {
    const moduleSource = [
      'export let settings;',
      'export async function options(value) { settings = value; }',
      'export async function search() { return { results: [] }; }',
    ].join(' ');
    const script = `data:text/javascript,${encodeURIComponent(moduleSource)}`;
    const load = pagefindLoaderFor(script);
    const pagefind = (await load()) as unknown as { settings: unknown };
    expect(await load()).toBe(pagefind);
    expect(pagefind.settings).toEqual({ baseUrl: '/', excerptLength: 24, ranking: SEARCH_RANKING });
    const missing = pagefindLoaderFor('/nicht-gebaut/pagefind/pagefind.js');
    const first = missing();
    await expect(first).rejects.toThrow();
    const second = missing();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });

  it('merges the indexes the entry file beside the script names into the first, with the same options', async () => {
    const moduleSource = [
      'export const merged = [];',
      'export async function options() {}',
      'export async function mergeIndex(url, options) { merged.push({ url, options }); }',
      'export async function search() { return { results: [] }; }',
    ].join(' ');
    const script = `data:text/javascript,${encodeURIComponent(`${moduleSource} // geteilt`)}`;
    const entry = `data:application/json,${encodeURIComponent('{"version":"1.6.0","kran_shards":["shard-2/","shard-3/"]}')}`;
    const pagefind = (await pagefindLoaderFor(script, entry)()) as unknown as { merged: unknown[] };
    const options = { baseUrl: '/', excerptLength: 24, ranking: SEARCH_RANKING };
    // The entry file's folder is the first index's; here, a data URL has none, so the names stand alone.
    expect(pagefind.merged).toEqual([
      { url: entry.replace(/[^/]*$/, 'shard-2/'), options },
      { url: entry.replace(/[^/]*$/, 'shard-3/'), options },
    ]);
  });
});
