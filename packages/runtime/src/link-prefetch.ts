/** Whether the browser supports `<link rel="prefetch">` (Safari, for one, does not). */
export function supportsLinkPrefetch(): boolean {
  return document.createElement('link').relList?.supports?.('prefetch') ?? false;
}

/** Asks the browser to fetch a URL into its cache at low priority. */
export function addPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}
