import type { RouteDataLoader } from './route-data.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on data-saver and 2g connections, where prefetching would cost the visitor. */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/**
 * Prefetches a route's data file at most once: through `<link rel="prefetch">` where the browser
 * supports it, otherwise with a low-priority fetch() whose response lands in the HTTP cache.
 */
export class Prefetcher {
  private requested = new Set<string>();

  constructor(
    private readonly loader: RouteDataLoader,
    private readonly environment: { document: Document; connection?: NetworkInformation; fetch: typeof fetch },
  ) {}

  prefetch(path: string): void {
    if (!canPrefetch(this.environment.connection)) return;
    void this.loader.dataUrlOf(path).then(
      (url) => {
        if (url === undefined || this.requested.has(url)) return;
        this.requested.add(url);
        this.request(url);
      },
      () => undefined,
    );
  }

  private request(url: string): void {
    const { document } = this.environment;
    const link = document.createElement('link');
    if (link.relList?.supports?.('prefetch')) {
      link.rel = 'prefetch';
      link.href = url;
      link.as = 'fetch';
      document.head.appendChild(link);
    } else {
      void this.environment.fetch(url, { priority: 'low' } as RequestInit).catch(() => undefined);
    }
  }
}
