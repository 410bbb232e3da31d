import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientBundle } from './bundle-client.js';

export interface JavaScriptSize {
  bytes: number;
  gzipBytes: number;
}

/**
 * What a first visit to a page of each kind loads: the start files plus its layout's chunks. `gzipSizes` holds the
 * gzip sizes of bundle files already known (their names carry their content's hash), and gets the new ones.
 */
export function javaScriptPerKind(
  bundle: ClientBundle,
  kinds: Iterable<string>,
  outDir: string,
  gzipSizes = new Map<string, number>(),
): Record<string, JavaScriptSize> {
  const gzipSizeOf = (file: string) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(outDir, file))).length);
    return gzipSizes.get(file)!;
  };
  const sizeOf = (files: { path: string; bytes: number }[]): JavaScriptSize => ({
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipSizeOf(file.path), 0),
  });
  return Object.fromEntries(
    [...new Set(kinds)].map((kind) => [kind, sizeOf([...bundle.startFiles, ...(bundle.layoutFiles[kind] ?? [])])]),
  );
}
