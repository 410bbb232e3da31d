import type { LoadPagefind, Pagefind } from './pagefind.js';

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
        await pagefind.options({ baseUrl: '/', excerptLength: 24 });
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
