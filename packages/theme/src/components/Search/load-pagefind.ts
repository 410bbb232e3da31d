import type { LoadPagefind, Pagefind, PagefindRanking } from './pagefind.js';

/**
 * How the search ranks pages. Pagefind's defaults favour pages where the words are a large share of
 * the text, so a three-line announcement outranks the post it announces and the guide that explains
 * the subject; counting how often the words occur (weighted, the title most) over their share, and
 * penalising length less, puts the pages about the subject first. Checked by
 * `tooling/e2e/podman-de/search-ranking.spec.ts` against the Podman site.
 */
export const SEARCH_RANKING: PagefindRanking = { termFrequency: 0.25, pageLength: 0.5 };

const loaders = new Map<string, LoadPagefind>();

/**
 * A loader for the Pagefind script a build wrote at `scriptUrl` (`<baseUrl>pagefind/pagefind.js`).
 * The script is imported by a URL computed at run time, so bundlers leave it alone; it is fetched on
 * the first call only, and again after a failure.
 */
export function pagefindLoaderFor(scriptUrl: string): LoadPagefind {
  let loader = loaders.get(scriptUrl);
  if (!loader) {
    let loading: Promise<Pagefind> | undefined;
    loader = () => {
      loading ??= importScript(scriptUrl).then(async (pagefind) => {
        // Results keep the indexed site paths; the router adds the base URL when it navigates.
        await pagefind.options({ baseUrl: '/', excerptLength: 24, ranking: SEARCH_RANKING });
        return pagefind;
      });
      loading.catch(() => (loading = undefined));
      return loading;
    };
    loaders.set(scriptUrl, loader);
  }
  return loader;
}

function importScript(url: string): Promise<Pagefind> {
  return import(/* @vite-ignore */ url) as Promise<Pagefind>;
}
