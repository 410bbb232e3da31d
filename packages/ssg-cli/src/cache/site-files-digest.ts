import { createHash } from 'node:crypto';
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../config/load-config.js';
import { stampOf } from '../output/file-stamp.js';
import { fileDigestOf } from '../output/file-digest.js';

/** Files up to this size are known by their bytes; larger ones (images, videos) by size, inode and time. */
const MAX_HASHED_BYTES = 1024 * 1024;

/** Folders of a site that are no input of its build: installed packages, tools' own files, what Kran writes. */
const NOT_INPUT = new Set(['node_modules', '.git', '.turbo', GENERATED_DIR]);

/**
 * The digest of every file a build may read below the site folder, by path and bytes, leaving out the output
 * folders (a locale's and the whole site's, which holds it) and their staging folders. Any added, removed, renamed
 * or edited file changes it.
 */
export function siteFilesDigest(siteDir: string, outDirs: readonly string[]): string {
  const hash = createHash('sha256');
  const outputs = new Set(outDirs);
  const stagingOf = new Map(outDirs.map((outDir) => [path.dirname(outDir), `.${path.basename(outDir)}-staging-`]));
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (outputs.has(file) || NOT_INPUT.has(entry.name)) continue;
      const staging = stagingOf.get(dir);
      if (staging && entry.name.startsWith(staging)) continue;
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats?.isDirectory()) visit(file);
      else if (stats?.isFile()) hash.update(`${path.relative(siteDir, file)}\0${fileIdentity(file, stats)}\0`);
    }
  };
  visit(siteDir);
  return hash.digest('hex');
}

function fileIdentity(file: string, stats: Stats): string {
  return stats.size > MAX_HASHED_BYTES ? stampOf(stats) : (fileDigestOf(file) ?? '');
}
