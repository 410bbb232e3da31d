import { SEARCH_SHARDS_KEY } from '@kran/contract/search-index';
import type { LoadPagefind, Pagefind, PagefindIndexOptions, PagefindRanking } from './pagefind.js';

/**
 * How the search ranks pages. Pagefind's defaults favour pages where the words are a large share of
 * the text, so a three-line announcement outranks the post it announces and the guide that explains
 * the subject; counting how often the words occur (weighted, the title most) over their share, and
 * penalising length less, puts the pages about the subject first. Checked by
 * `tooling/e2e/podman-de/search-ranking.spec.ts` against the Podman site.
 */
export const SEARCH_RANKING: PagefindRanking = { termFrequency: 0.25, pageLength: 0.5 };

/** How every index of the site returns and ranks its pages: the first one and those merged into it. */
const INDEX_OPTIONS: PagefindIndexOptions = {
  // Results keep the indexed site paths; the router adds the base URL when it navigates.
  baseUrl: '/',
  excerptLength: 24,
  ranking: SEARCH_RANKING,
};

const loaders = new Map<string, LoadPagefind>();

/**
 * A loader for the Pagefind script a build wrote at `scriptUrl` (`<baseUrl>pagefind/pagefind.js`).
 * The script is imported by a URL computed at run time, so bundlers leave it alone; it is fetched on
 * the first call only, and again after a failure. A large site's index is split: the entry file beside the script
 * (`entryUrl`) then names the other indexes, which are merged into the first, so that a search finds the pages of all.
 */
export function pagefindLoaderFor(
  scriptUrl: string,
  entryUrl = scriptUrl.replace(/[^/]*$/, 'pagefind-entry.json'),
): LoadPagefind {
  let loader = loaders.get(scriptUrl);
  if (!loader) {
    let loading: Promise<Pagefind> | undefined;
    loader = () => {
      loading ??= Promise.all([importScript(scriptUrl), mergedIndexUrls(entryUrl)]).then(async ([pagefind, merged]) => {
        await pagefind.options(INDEX_OPTIONS);
        await Promise.all(merged.map((url) => pagefind.mergeIndex(url, INDEX_OPTIONS)));
        return pagefind;
      });
      loading.catch(() => (loading = undefined));
      return loading;
    };
    loaders.set(scriptUrl, loader);
  }
  return loader;
}

/**
 * The folders of the indexes to merge into the first, which its entry file names (none for a site with one index).
 * Without the entry file Pagefind fails to load, and says so, as it reads the same file.
 */
async function mergedIndexUrls(entryUrl: string): Promise<string[]> {
  const entry: unknown = await fetch(entryUrl, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  const shards = (entry as Record<string, unknown> | undefined)?.[SEARCH_SHARDS_KEY];
  if (!Array.isArray(shards)) return [];
  return shards.filter((shard) => typeof shard === 'string').map((shard) => entryUrl.replace(/[^/]*$/, shard));
}

function importScript(url: string): Promise<Pagefind> {
  return import(/* @vite-ignore */ url) as Promise<Pagefind>;
}
