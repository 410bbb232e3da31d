import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { StagedOutput } from '../output/write-output.js';

/** How long before a bundle started its inputs must have been written for their stamps to be trusted. */
const SETTLED_AFTER_MS = 50;

/**
 * `kran dev`'s client bundle, kept in memory from one build to the next: reused while it is made of the same options
 * and none of its input files changed (by size and modification time, which every save changes) and its files are
 * still in the output folder, where a build in place leaves them.
 */
export class ReusedBundle {
  private last: { key: string; inputs: Map<string, string>; bundle: ClientBundle } | undefined;

  /**
   * The last bundle when still valid for `key` (its options), with its files kept in the output; else `make`'s.
   * `generatedDir` holds the inputs the build itself writes from what it read before bundling (the site's `.ssg`):
   * trusted however recently written.
   */
  async bundleOf(
    key: string,
    staged: StagedOutput,
    make: () => Promise<ClientBundle>,
    generatedDir?: string,
  ): Promise<ClientBundle> {
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
    const startedAt = Date.now();
    const bundle = await make();
    // esbuild names its inputs by their real paths.
    const generated = generatedDir && existsSync(generatedDir) ? realpathSync(generatedDir) : generatedDir;
    const isGenerated = (file: string) => generated !== undefined && file.startsWith(generated + path.sep);
    const stamps = bundle.inputs.map(
      (file) => [file, stampOf(file, isGenerated(file) ? Infinity : startedAt)] as const,
    );
    this.last = { key, inputs: new Map(stamps), bundle };
    return bundle;
  }
}

/**
 * An input's size and modification time; none that matches again for a file written after the bundle started (or
 * just before, as file times are coarse): the bundle may hold the text before that write, and the next build bundles
 * again.
 */
function stampOf(file: string, writtenBefore = Infinity): string {
  try {
    const stats = statSync(file);
    if (stats.mtimeMs > writtenBefore - SETTLED_AFTER_MS) return 'written while bundling';
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
