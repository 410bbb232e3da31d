import type { ClientBundle } from '../bundle/bundle-client.js';
import { javaScriptPerKind } from '../bundle/javascript-size.js';
import type { BuildSummary } from '../types.js';
import { folderSize } from './folder-size.js';

/**
 * The sizes a build reports: the output folder's, and the JavaScript a first visit loads (with the gzip sizes of
 * bundle files already known, see javaScriptPerKind).
 */
export async function measureOutput(
  dir: string,
  bundle: ClientBundle,
  kinds: string[],
  gzipSizes = new Map<string, number>(),
): Promise<Pick<BuildSummary, 'output' | 'entryJsBytes' | 'entryJsGzipBytes' | 'javaScriptPerKind'>> {
  return { output: await folderSize(dir), ...(await measureJavaScript(dir, bundle, kinds, gzipSizes)) };
}

/** The JavaScript a first visit loads, as measureOutput measures it, without the output folder's size. */
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
