import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FOLDER_PREFIX = 'kran-test-';

/**
 * Vitest global setup: the run's temporary files go into one folder of their own, removed when the run ends, so that
 * a test (or a `kran` process it starts) that leaves a folder in the system's temporary folder leaves nothing behind.
 * Workers and child processes inherit TMPDIR, which `os.tmpdir()` reads. The setup runs for the root config and for
 * each project: the first makes the folder, the others keep it, so paths stay short (Chromium's socket path in it
 * must stay within 108 bytes).
 */
export default function temporaryFolder() {
  if (path.basename(tmpdir()).startsWith(FOLDER_PREFIX)) return undefined;
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
