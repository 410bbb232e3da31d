import type { ClientBundle } from '../bundle/bundle-client.js';
import { javaScriptPerKind } from '../bundle/javascript-size.js';
import type { BuildSummary } from '../types.js';

/**
 * The JavaScript a first visit loads (entry, its static chunks and the layout chunk), with the gzip sizes of bundle
 * files already known (see javaScriptPerKind).
 */
export async function measureJavaScript(
  dir: string,
  bundle: ClientBundle,
  kinds: string[],
  gzipSizes = new Map<string, number>(),
): Promise<Pick<BuildSummary, 'entryJsBytes' | 'entryJsGzipBytes' | 'javaScriptPerKind'>> {
  const start = javaScriptPerKind({ ...bundle, layoutFiles: {} }, ['start'], dir, gzipSizes)['start']!;
  return {
    entryJsBytes: start.bytes,
    entryJsGzipBytes: start.gzipBytes,
    javaScriptPerKind: javaScriptPerKind(bundle, kinds, dir, gzipSizes),
  };
}
