import { normalizePath } from './normalize-path.js';

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
 * Loads what a route needs (its data and its layout's code) ahead of a likely navigation, at most once
 * per route; a failed prefetch may be tried again.
 */
export class Prefetcher {
  private requested = new Set<string>();

  constructor(
    private readonly loadRoute: (path: string) => Promise<unknown>,
    private readonly connection?: NetworkInformation,
  ) {}

  prefetch(path: string): void {
    if (!canPrefetch(this.connection)) return;
    const key = normalizePath(path);
    if (this.requested.has(key)) return;
    this.requested.add(key);
    this.loadRoute(key).catch(() => this.requested.delete(key));
  }
}
