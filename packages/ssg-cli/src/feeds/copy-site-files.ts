import type { RouteManifest } from '@kran/content-core';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { StagedOutput } from '../output/write-output.js';

/** Copies the site's static folder into the output root; returns the copied files' paths. */
export async function copyStaticFolder(staticDir: string, staged: StagedOutput): Promise<string[]> {
  await staged.copyFolder(staticDir);
  return listFiles(staticDir);
}

/** Copies the files next to the content that pages link to, under their content-hashed names; returns their paths. */
export async function copyAssets(assets: RouteManifest['assets'], staged: StagedOutput): Promise<string[]> {
  for (const asset of assets) await staged.copyFile(asset.from, asset.to);
  return assets.map((asset) => asset.to);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
