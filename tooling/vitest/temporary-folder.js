import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: the run's temporary files go into one folder of their own, removed when the run ends, so that
 * a test (or a `kran` process it starts) that leaves a folder in the system's temporary folder leaves nothing behind.
 * Workers and child processes inherit TMPDIR, which `os.tmpdir()` reads.
 */
export default function temporaryFolder() {
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(path.join(tmpdir(), 'kran-test-run-'));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
