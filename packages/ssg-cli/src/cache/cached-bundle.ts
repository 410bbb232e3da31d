import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { bundleSiteInWorker } from '../bundle/bundle-in-worker.js';
import { bundleEntryDirOf } from '../bundle/bundle-key.js';
import type { BundleTask } from '../bundle/bundle-site.js';
import { FileWriter } from '../output/file-writer.js';
import type { StagedOutput } from '../output/write-output.js';
import type { BuildCache } from './build-cache.js';
import { CachedFolder } from './cached-folder.js';
import { digestOf, fileDigestOf } from '../output/file-digest.js';
import { PersistentStore } from './persistent-store.js';

interface StoredBundle {
  /** Every input file of the bundle with the digest of its bytes. */
  inputs: [file: string, digest: string][];
  bundle: ClientBundle;
}

/** What bundleSite bundles, and the staging folder it writes into. */
export interface BundleInputs extends Omit<BundleTask, 'outDir' | 'generatedDir'> {
  staged: StagedOutput;
  /** Whether a source map is written beside each script. */
  sourceMaps: boolean;
}

/** The bundle worker's task for these inputs, written into the staging folder. */
export function bundleTaskOf({ staged, ...inputs }: BundleInputs): BundleTask {
  return { ...inputs, outDir: staged.dir, generatedDir: bundleEntryDirOf(inputs) };
}

/**
 * The client bundle of the last build when none of its input files (the metafile's, the generated entry among
 * them) changed and it was made from the same inputs (`bundleKey`, bundle-key.ts) with the same code; otherwise bundleSite makes it anew. Its
 * files are linked into the staging folder from the cache folder, or, when made anew with the same bytes, from
 * the previous output.
 */
export async function cachedBundle(cache: BuildCache, inputs: BundleInputs, bundleKey: string): Promise<ClientBundle> {
  const { siteDir, staged } = inputs;
  // The output folder's place is part of the bundle: its source maps name the sources relative to it.
  const key = digestOf([cache.toolchainKey, siteDir, staged.outDir, bundleKey]);
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
    for (const file of stored.bundle.outputs) writer.link(path.join(filesDir, file), path.join(staged.dir, file));
    return stored.bundle;
  }
  const made = await bundleSiteInWorker(bundleTaskOf(inputs));
  for (const file of made.outputs) staged.files.linkIfUnchanged(path.join(staged.dir, file));
  const madeInputs = made.inputs.map((file): [string, string] => [file, fileDigestOf(file) ?? '']);
  files.keep(key, staged.dir, made.outputs);
  await store.write(key, { inputs: madeInputs, bundle: made });
  return made;
}
