import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { FileWriter, type PreviousOutput } from '../output/file-writer.js';
import type { BuildCache } from './build-cache.js';
import { CachedFolder } from './cached-folder.js';
import { digestOf, fileDigestOf } from './file-digest.js';
import { PersistentStore } from './persistent-store.js';

interface StoredBundle {
  /** Every input file of the bundle with the digest of its bytes. */
  inputs: [file: string, digest: string][];
  bundle: ClientBundle;
}

/**
 * The client bundle of the last build when none of its input files (the metafile's, the generated entry among
 * them) changed and it was made from the same options with the same code; otherwise `bundle()` makes it anew. Its
 * files are linked from the cache folder into `stagedDir`.
 */
export async function cachedBundle(
  cache: BuildCache,
  options: unknown,
  stagedDir: string,
  previousOutput: PreviousOutput,
  bundle: () => Promise<ClientBundle>,
): Promise<ClientBundle> {
  const key = digestOf([cache.toolchainKey, JSON.stringify(options)]);
  const store = new PersistentStore<StoredBundle>(cache.folder, 'bundle', (line) => cache.notices.push(line));
  const files = new CachedFolder(cache.folder, 'bundle-files');
  const stored = store.read(key);
  const filesDir = files.dirOf(key);
  if (
    stored &&
    stored.inputs.every(([file, digest]) => fileDigestOf(file) === digest) &&
    stored.bundle.outputs.every((file) => existsSync(path.join(filesDir, file)))
  ) {
    const writer = new FileWriter();
    for (const file of stored.bundle.outputs) writer.link(path.join(filesDir, file), path.join(stagedDir, file));
    return stored.bundle;
  }
  const made = await bundle();
  const relinker = new FileWriter(previousOutput);
  for (const file of made.outputs) relinker.linkIfUnchanged(path.join(stagedDir, file));
  const inputs = made.inputs.map((file): [string, string] => [file, fileDigestOf(file) ?? '']);
  files.keep(key, stagedDir, made.outputs);
  await store.write(key, { inputs, bundle: made });
  return made;
}
