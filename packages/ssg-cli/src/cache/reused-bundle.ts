import { statSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { StagedOutput } from '../output/write-output.js';

/**
 * `kran dev`'s client bundle, kept in memory from one build to the next: reused while it is made of the same options
 * and none of its input files changed (by size and modification time, which every save changes) and its files are
 * still in the output folder, where a build in place leaves them.
 */
export class ReusedBundle {
  private last: { key: string; inputs: Map<string, string>; bundle: ClientBundle } | undefined;

  /** The last bundle when still valid for `key` (its options), with its files kept in the output; else `make`'s. */
  async bundleOf(key: string, staged: StagedOutput, make: () => Promise<ClientBundle>): Promise<ClientBundle> {
    const { last } = this;
    if (
      last?.key === key &&
      [...last.inputs].every(([file, stamp]) => stampOf(file) === stamp) &&
      last.bundle.outputs.every((file) =>
        staged.files.keep(path.join(staged.outDir, file), path.join(staged.dir, file)),
      )
    )
      return last.bundle;
    this.last = undefined;
    const bundle = await make();
    this.last = { key, inputs: new Map(bundle.inputs.map((file) => [file, stampOf(file)])), bundle };
    return bundle;
  }
}

function stampOf(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
